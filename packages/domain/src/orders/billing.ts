import { STANDARD_DELIVERY_CHARGE_PAISE } from '../sales/place-order/delivery-promise';
import { salesOrderTotals, type SalesOrderLine } from './sales-order-totals';

/** One cart on a bill, amounts in integer paise. */
export interface BillLine extends SalesOrderLine {
  /** The line's delivery charges, ODA charge included (as the promise engine charged them). */
  delivery_charges: number;
  /** A cancelled cart is shown on the bill but owes nothing. */
  cancelled: boolean;
}

/** A payment recorded for the bill, amounts in paise. */
export interface BillPayment {
  /** The payment method's name (COD, Juspay ...). */
  mode: string;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
}

export interface BillInput {
  lines: readonly BillLine[];
  /** A coupon is applied to the order: lines are totalled at MRP and the coupon discounts. */
  couponApplied: boolean;
  payments: readonly BillPayment[];
  /** The amounts of the payment links still open (sent, not paid, not expired or cancelled). */
  pendingLinks: readonly number[];
}

/** What a bill adds up to, in paise. */
export interface Bill {
  /** The items at their price (MRP with a coupon) times quantity. */
  items_total: number;
  discount: number;
  /** Standard delivery charges. */
  delivery_charges: number;
  /** Charges for delivering out of the delivery area. */
  oda_charges: number;
  /** Items less discounts plus delivery and ODA charges. */
  payable: number;
  /** Received payments, per payment method, in the order first seen. */
  paid_by_mode: { mode: string; amount: number }[];
  paid: number;
  /** Asked for through payment links that are still open. */
  pending_links: number;
  /** What is still owed: payable less paid, never below zero. */
  due: number;
  /** Payments given back to the customer. */
  refunded: number;
}

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole paise, got ${value}`);
  }
}

/** The standard part and the ODA part of a line's delivery charges. */
function deliverySplit(deliveryCharges: number): { standard: number; oda: number } {
  assertPaise('delivery_charges', deliveryCharges);
  const standard = Math.min(deliveryCharges, STANDARD_DELIVERY_CHARGE_PAISE);
  return { standard, oda: deliveryCharges - standard };
}

/**
 * The bill of an order or a cart (000 section 7 "billing-details"): cancelled carts owe nothing,
 * only paid payments count as paid (a COD payment waits for delivery), refunded ones are listed
 * apart, and open links are shown without reducing what is due.
 */
export function billOf({ lines, couponApplied, payments, pendingLinks }: BillInput): Bill {
  const owing = lines.filter((line) => !line.cancelled);
  const totals = salesOrderTotals(owing, { couponApplied, outOfDeliveryArea: false });
  let deliveryCharges = 0;
  let odaCharges = 0;
  for (const line of owing) {
    const { standard, oda } = deliverySplit(line.delivery_charges);
    deliveryCharges += standard;
    odaCharges += oda;
  }
  const byMode = new Map<string, number>();
  let paid = 0;
  let refunded = 0;
  for (const payment of payments) {
    assertPaise('payment amount', payment.amount);
    if (payment.status === 'paid') {
      paid += payment.amount;
      byMode.set(payment.mode, (byMode.get(payment.mode) ?? 0) + payment.amount);
    } else if (payment.status === 'refunded') {
      refunded += payment.amount;
    }
  }
  let pending = 0;
  for (const amount of pendingLinks) {
    assertPaise('payment link amount', amount);
    pending += amount;
  }
  const payable = totals.net + deliveryCharges + odaCharges;
  return {
    items_total: totals.total,
    discount: totals.discount,
    delivery_charges: deliveryCharges,
    oda_charges: odaCharges,
    payable,
    paid_by_mode: [...byMode].map(([mode, amount]) => ({ mode, amount })),
    paid,
    pending_links: pending,
    due: Math.max(0, payable - paid),
    refunded,
  };
}
