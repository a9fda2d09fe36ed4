/** What a cart's refund may be measured against, all in paise. */
export interface RefundBasis {
  /** What the cart costs the customer (its sales-order net plus delivery). */
  cart_due: number;
  /** Paid on the cart's order, every payment received. */
  order_paid: number;
  /** Refunds already raised on the order's carts (not cancelled), this cart's included. */
  order_refunded: number;
  /** Refunds already raised on this cart (not cancelled). */
  cart_refunded: number;
}

/**
 * The most a new refund of a cart may be, in paise: what was paid for the cart less its refunds
 * so far. A cart's payment is its order's money: what the cart costs, but never more than the
 * order's payments less every refund already raised on the order (a COD cart not yet paid has
 * nothing to refund). Never negative.
 */
export function refundablePaise(basis: RefundBasis): number {
  const cartLeft = basis.cart_due - basis.cart_refunded;
  const orderLeft = basis.order_paid - basis.order_refunded;
  return Math.max(0, Math.min(cartLeft, orderLeft));
}
