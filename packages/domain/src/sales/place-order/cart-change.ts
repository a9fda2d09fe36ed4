import type { ShipmentBlockReasonId } from '../../orders/shipment-block-reasons';
import { STATUS, type StatusId } from '../../orders/statuses';
import {
  additionalPaymentsTotal,
  type AdditionalPaymentsTotal,
} from '../payments/additional-payments';
import { isCardLinkVia } from '../payments/payment-via';
import type { TPaymentTypeForm } from '../payments/payment-form';
import { PLACE_ORDER_MESSAGES as M } from './messages';

/**
 * Statuses in which a cart's item, size or quantity may still change: before it is invoiced
 * (New Order, Confirmed, Confirmed with customization, Hold, CNC, CNR). An invoiced cart would
 * need its invoice cancelled first, which is not a cart edit.
 */
export const EDITABLE_CART_STATUSES = [
  STATUS.NEW_ORDER,
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
  STATUS.HOLD,
  STATUS.CALL_NOT_CONNECTED,
  STATUS.CALL_NOT_RECEIVED,
] as const satisfies readonly StatusId[];

export function isCartEditable(status: StatusId): boolean {
  return (EDITABLE_CART_STATUSES as readonly StatusId[]).includes(status);
}

/** A cart line as a change reads it: the item, its size text, how many, the unit price. */
export interface CartLineState {
  item_sku: string;
  item_dimensions: string;
  item_quantity: number;
  price_paise: number;
}

/**
 * The shipment-block reason of a change (000 section 3): another item or size is 1 Dimensions
 * Change; the same item in another quantity 4 Order quantity change; the same item and quantity
 * at today's price 5 Price changes; null when nothing changes.
 */
export function cartChangeReason(
  before: CartLineState,
  after: CartLineState,
): Extract<ShipmentBlockReasonId, 1 | 4 | 5> | null {
  if (before.item_sku !== after.item_sku || before.item_dimensions !== after.item_dimensions) {
    return 1;
  }
  if (before.item_quantity !== after.item_quantity) return 4;
  if (before.price_paise !== after.price_paise) return 5;
  return null;
}

/** A line's unit price, MRP and quantity with the discount it carries, in paise. */
export interface DiscountedLine {
  price_paise: number;
  mrp_paise: number;
  item_quantity: number;
  discount_paise: number;
}

/**
 * The discount a changed line keeps. With a coupon the discount is MRP down to the price plus
 * the coupon's share (docs/sales.md): the share stays, the MRP part follows the
 * new item. Without one the discount stays, never above the new line's value. Either way the
 * amount due moves by exactly the price difference the picker showed.
 */
export function keptDiscountPaise(
  before: DiscountedLine,
  after: Omit<DiscountedLine, 'discount_paise'>,
  couponApplied: boolean,
): number {
  if (!couponApplied) {
    return Math.min(before.discount_paise, after.price_paise * after.item_quantity);
  }
  const mrpPart = (l: Omit<DiscountedLine, 'discount_paise'>) =>
    (l.mrp_paise - l.price_paise) * l.item_quantity;
  const couponShare = Math.max(0, before.discount_paise - mrpPart(before));
  return mrpPart(after) + Math.min(couponShare, after.price_paise * after.item_quantity);
}

/** How a cart change is settled with the customer (stored on the modification). */
export const MODIFICATION_PAYMENT_STATUSES = [
  'none',
  'pending',
  'paid',
  'collect_on_delivery',
  'refund_due',
  'cancelled',
] as const;
export type ModificationPaymentStatus = (typeof MODIFICATION_PAYMENT_STATUSES)[number];

export const MODIFICATION_PAYMENT_LABELS: Record<ModificationPaymentStatus, string> = {
  none: 'No payment',
  pending: 'Awaiting payment',
  paid: 'Paid',
  collect_on_delivery: 'Collect on delivery',
  refund_due: 'Refund due',
  cancelled: 'Payment cancelled',
};

/**
 * Why a change's payment cannot be cancelled (cancel-backend-addon), or null: only a change
 * awaiting its payment link may be (docs/sales.md "Cancelling a change's payment").
 */
export function addonCancelRefusal(status: ModificationPaymentStatus): string | null {
  if (status === 'pending') return null;
  if (status === 'paid') return M.addonPaid;
  if (status === 'cancelled') return M.addonAlreadyCancelled;
  return M.addonNotAwaitingPayment;
}

/** How a change is settled when it is made: a payment is cancelled only later. */
export type SettlementStatus = Exclude<ModificationPaymentStatus, 'cancelled'>;

/** What settling a change means: the balance, how it is settled, what a payment row carries. */
export interface CartChangeSettlement {
  total: AdditionalPaymentsTotal;
  status: SettlementStatus;
  /** Paise of the payment to ask: the link, or the cash collected besides the cart's own price. */
  payment_paise: number;
  /** A refusal of the payment form: the field and its message. */
  refusal: { field: string; message: string } | null;
}

export interface CartChangeMoney {
  orderPaymentType: 'COD' | 'ONLINE';
  /** New line value less the old one, paise: positive costs more, negative gives back. */
  differencePaise: number;
  /** The extra charges added in the additional-payments widget, paise. */
  chargesPaise: number;
  payment: TPaymentTypeForm | null;
}

/**
 * How a cart change is settled. A COD order pays the new price on delivery (the cart carries
 * it); extra charges are collected on delivery too. An online order pays a balance by payment
 * link (ONLINE) or on delivery (COD), and is owed a negative balance as a refund.
 */
export function cartChangeSettlement(money: CartChangeMoney): CartChangeSettlement {
  const total = additionalPaymentsTotal(money.differencePaise, [money.chargesPaise]);
  const settle = (
    status: SettlementStatus,
    payment_paise = 0,
    refusal: CartChangeSettlement['refusal'] = null,
  ): CartChangeSettlement => ({ total, status, payment_paise, refusal });
  const { payment } = money;
  if (money.orderPaymentType === 'COD') {
    if (payment?.payment_type === 'ONLINE') {
      return settle('none', 0, {
        field: 'payment.payment_type',
        message: M.codOrderPaysOnDelivery,
      });
    }
    if (money.differencePaise === 0 && money.chargesPaise === 0) return settle('none');
    return settle('collect_on_delivery', money.chargesPaise);
  }
  if (total.kind === 'none') return settle('none');
  if (total.kind === 'refund') return settle('refund_due', total.amount);
  if (!payment) {
    return settle('none', 0, { field: 'payment.payment_type', message: M.paymentRequired });
  }
  if (payment.payment_type === 'COD') return settle('collect_on_delivery', total.amount);
  if (!isCardLinkVia(payment.payment_via)) {
    return settle('none', 0, { field: 'payment.payment_via', message: M.viaNotOffered });
  }
  return settle('pending', total.amount);
}
