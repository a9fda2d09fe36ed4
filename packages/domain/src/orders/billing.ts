import { cartAmountDue } from '../sales/payments/cart-payable';
import { orderMoney, type OrderMoneyLine } from './order-money';
import { PAYMENT_METHODS } from './payment-methods';

/** One cart on a bill, amounts in integer paise; a cancelled cart is shown but owes nothing. */
export interface BillLine extends OrderMoneyLine {
  cart_pid: number;
}

/** Money asked for or received for some carts of the order (`cart_ids`), or for all (empty). */
export interface BillShare {
  amount: number;
  cart_ids: readonly number[];
}

/** A payment recorded for the order, amounts in paise. */
export interface BillPayment extends BillShare {
  /** The payment method's id (PAYMENT_METHODS). */
  method_id: number;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
}

export interface BillInput {
  /** Every cart of the order, the cancelled ones included. */
  lines: readonly BillLine[];
  /** A coupon is applied to the order: lines are totalled at MRP and the coupon discounts. */
  couponApplied: boolean;
  /** Every payment of the order. */
  payments: readonly BillPayment[];
  /** The payment links still open (sent, not paid, not expired or cancelled). */
  pendingLinks: readonly BillShare[];
  /** The cart billed alone; null (or left out) for the whole order. */
  cartPid?: number | null;
}

/** Paid, Partly paid, Unpaid, Refunded, or nothing to pay (every cart cancelled). */
export const BILL_STATES = ['paid', 'partly-paid', 'unpaid', 'refunded', 'nothing-due'] as const;
export type BillState = (typeof BILL_STATES)[number];

export const BILL_STATE_LABELS: Record<BillState, string> = {
  paid: 'Paid',
  'partly-paid': 'Partly paid',
  unpaid: 'Unpaid',
  refunded: 'Refunded',
  'nothing-due': 'Nothing due',
};

/** What a bill adds up to, in paise. */
export interface Bill {
  /** The items at their price (MRP with a coupon) times quantity. */
  items_total: number;
  discount: number;
  /** Delivery charges: the pincode's delivery price, ODA charges apart. */
  delivery_charges: number;
  /** Charges for delivering out of the delivery area. */
  oda_charges: number;
  /** Items less discounts plus delivery and ODA charges. */
  payable: number;
  /** Received payments, per payment method's name, in the order first seen. */
  paid_by_mode: { mode: string; amount: number }[];
  paid: number;
  /** The part of `paid` received through online methods. */
  paid_online: number;
  /** Asked for through payment links that are still open. */
  pending_links: number;
  /** Each open link's amount on this bill, in the order given (0: not on this bill). */
  pending_link_amounts: number[];
  /** What is still owed: payable less paid, never below zero. */
  due: number;
  /** Payments given back to the customer. */
  refunded: number;
  state: BillState;
}

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole paise, got ${value}`);
  }
}

/** What one cart owes (cartAmountDue); nothing once cancelled. */
function linePayable(line: BillLine, couponApplied: boolean): number {
  return line.cancelled ? 0 : cartAmountDue(line, couponApplied);
}

/** The payment method's name (COD, Juspay ...). */
export function paymentMethodName(methodId: number): string {
  return PAYMENT_METHODS.find((m) => m.id === methodId)?.name ?? `Method ${methodId}`;
}

const isOnline = (methodId: number) =>
  PAYMENT_METHODS.find((m) => m.id === methodId)?.type === 'ONLINE';

/**
 * How money for some carts of an order (`cart_ids`; empty: the whole order) falls on each cart,
 * in whole paise that add up to the amount: in proportion to what each of those carts owes, or
 * evenly when none of them owes anything (all cancelled). Carts it names that are not among
 * `lines` are left aside; when it names none of them it is for the whole order. The paise left
 * by rounding go to the largest fractions, the first cart on a tie.
 */
export function shareOut(
  share: BillShare,
  lines: readonly BillLine[],
  couponApplied: boolean,
): Map<number, number> {
  assertPaise('amount', share.amount);
  const named = lines.filter((line) => share.cart_ids.includes(line.cart_pid));
  const among = named.length > 0 ? named : lines;
  if (among.length === 0) return new Map();
  const owed = among.map((line) => linePayable(line, couponApplied));
  const weights = owed.some((amount) => amount > 0) ? owed : among.map(() => 1);
  const total = BigInt(weights.reduce((sum, weight) => sum + weight, 0));
  const amount = BigInt(share.amount);
  const parts = among.map((line, index) => {
    const weighted = amount * BigInt(weights[index] ?? 0);
    return { cartPid: line.cart_pid, index, whole: weighted / total, rest: weighted % total };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.whole, 0n);
  const byRest = [...parts].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  for (const part of byRest) {
    if (left === 0n) break;
    part.whole += 1n;
    left -= 1n;
  }
  return new Map(parts.map((part) => [part.cartPid, Number(part.whole)]));
}

function stateOf(bill: Pick<Bill, 'payable' | 'paid' | 'due' | 'refunded'>): BillState {
  if (bill.paid === 0 && bill.refunded > 0) return 'refunded';
  if (bill.payable === 0 && bill.paid === 0) return 'nothing-due';
  if (bill.due === 0) return 'paid';
  return bill.paid > 0 ? 'partly-paid' : 'unpaid';
}

/**
 * The bill of an order or a cart (000 section 7 "billing-details"): cancelled carts owe nothing,
 * only paid payments count as paid (a COD payment waits for delivery), refunded ones are listed
 * apart, and open links are shown without reducing what is due. A cart's bill takes its share of
 * every payment and link of the order (shareOut), so the carts' bills add up to the order's.
 */
export function billOf({
  lines,
  couponApplied,
  payments,
  pendingLinks,
  cartPid = null,
}: BillInput): Bill {
  const onBill = (share: BillShare) =>
    cartPid === null ? share.amount : (shareOut(share, lines, couponApplied).get(cartPid) ?? 0);
  const billed = cartPid === null ? lines : lines.filter((line) => line.cart_pid === cartPid);
  const money = orderMoney(billed, couponApplied);
  const byMode = new Map<string, number>();
  let paid = 0;
  let paidOnline = 0;
  let refunded = 0;
  for (const payment of payments) {
    assertPaise('payment amount', payment.amount);
    const amount = onBill(payment);
    if (payment.status === 'paid' && amount > 0) {
      const mode = paymentMethodName(payment.method_id);
      paid += amount;
      if (isOnline(payment.method_id)) paidOnline += amount;
      byMode.set(mode, (byMode.get(mode) ?? 0) + amount);
    } else if (payment.status === 'refunded') {
      refunded += amount;
    }
  }
  const linkAmounts = pendingLinks.map((link) => {
    assertPaise('payment link amount', link.amount);
    return onBill(link);
  });
  const { payable } = money;
  const due = Math.max(0, payable - paid);
  return {
    items_total: money.items_total,
    discount: money.discount,
    delivery_charges: money.delivery_charges,
    oda_charges: money.oda_charges,
    payable,
    paid_by_mode: [...byMode].map(([mode, amount]) => ({ mode, amount })),
    paid,
    paid_online: paidOnline,
    pending_links: linkAmounts.reduce((sum, amount) => sum + amount, 0),
    pending_link_amounts: linkAmounts,
    due,
    refunded,
    state: stateOf({ payable, paid, due, refunded }),
  };
}
