import { salesOrderTotals, type SalesOrderLine } from '../../orders/sales-order-totals';

/** A cart's money as the payment rules read it, in integer paise. */
export interface PayableCart extends SalesOrderLine {
  delivery_charges: number;
}

/**
 * What the customer owes for one cart: its sales-order net (lines at MRP when a coupon is
 * applied, less the discount; 000 section 3) plus its delivery charges.
 */
export function cartAmountDue(cart: PayableCart, couponApplied: boolean): number {
  const { net } = salesOrderTotals([cart], { couponApplied, outOfDeliveryArea: false });
  if (!Number.isSafeInteger(cart.delivery_charges) || cart.delivery_charges < 0) {
    throw new RangeError(`delivery_charges must be whole paise, got ${cart.delivery_charges}`);
  }
  return net + cart.delivery_charges;
}

/** How a cart's amount is paid: still payable on delivery, and already paid online. */
export interface CartPaymentSplit {
  amount_due: number;
  total_cod: number;
  total_online: number;
}

/**
 * The cart row's total_cod and total_online (001 section 3): an online order owes nothing on
 * delivery; a COD order owes the amount due less what was moved online for this cart.
 */
export function cartPaymentSplit(
  amountDue: number,
  orderPaymentType: 'COD' | 'ONLINE',
  movedOnline: number,
): CartPaymentSplit {
  if (orderPaymentType === 'ONLINE') {
    return { amount_due: amountDue, total_cod: 0, total_online: amountDue };
  }
  const online = Math.min(amountDue, Math.max(0, movedOnline));
  return { amount_due: amountDue, total_cod: amountDue - online, total_online: online };
}
