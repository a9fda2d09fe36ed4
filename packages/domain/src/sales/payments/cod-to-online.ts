import { z } from 'zod';
import { wireNumber } from '../../core/validation/wire-number';
import { ORDER_LIST_PAGE_SIZE } from '../../core/constants';
import { ZCartPid, ZOrderRandomId, ZRowVersion } from '../../orders/order-requests';
import { STATUS, type StatusId } from '../../orders/statuses';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { ZPaymentTypeForm } from './payment-form';
import { ZCancelReason } from './payment-links';

/** What the COD-to-online rules read of a cart (001 section 3 "Cart row"). */
export interface CodToOnlineCart {
  /** The order's kind: 0 Default, 1 Retail Inventory, 2 Warehouse Fulfillment. */
  order_type: number;
  orm_order_status: StatusId;
  /** Still payable on delivery, paise. */
  total_cod: number;
  delivered: boolean;
}

export const COD_TO_ONLINE_MESSAGES = {
  required: 'This field is Required!',
  notDefaultOrder: 'Only default orders can move to online',
  nothingPayable: 'Nothing is payable on delivery for this cart',
  cancelled: 'The cart is cancelled',
  delivered: 'The cart is delivered',
  rts: 'The cart is RTS',
  pending: 'A COD to online request is already pending for this cart',
  notThisOrder: 'The cart is not a cart of this order',
  viaNotOffered: 'Select a valid payment via',
  created: 'COD to online request created: the payment link is sent',
  resent: 'Payment Link Sent Successfully!',
  cancelledRequest: 'COD to online request cancelled',
  notFound: 'COD to online request not found',
  notPending: 'Only a pending or expired request can be changed',
  refreshed: 'Payment status checked with the provider',
} as const;
const M = COD_TO_ONLINE_MESSAGES;

/**
 * Why a cart may not move from cash on delivery to online, or null when it may (001 section 5):
 * order_type 0, COD payable above 0, status not Cancelled, and not delivered or RTS.
 */
export function codToOnlineRefusal(cart: CodToOnlineCart): string | null {
  if (cart.order_type !== 0) return M.notDefaultOrder;
  if (cart.orm_order_status === STATUS.CANCELLED) return M.cancelled;
  if (cart.orm_order_status === STATUS.RTS) return M.rts;
  if (cart.delivered || cart.orm_order_status === STATUS.DELIVERED) return M.delivered;
  if (cart.total_cod <= 0) return M.nothingPayable;
  return null;
}

/**
 * POST /api/backend-cod-to-online/: "Update payment type: cart_ids, order_id, amount,
 * payment_via, payment_ref_id, source CRM" (001 section 7). The amount is what the form showed
 * (the carts' COD payable); a different amount on the server means the carts changed (409).
 */
export const ZCodToOnlineRequest = z.object({
  order_id: ZOrderRandomId,
  cart_ids: z.array(ZCartPid, { error: M.required }).min(1, M.required).max(50),
  amount: ZRupeesToPaise,
  payment_via: z.string({ error: M.required }).trim().min(1, M.required).max(40),
  payment_ref_id: z.string().trim().max(100).nullish(),
  source: z.literal('CRM').default('CRM'),
});
export type TCodToOnlineRequest = z.input<typeof ZCodToOnlineRequest>;
export type TCodToOnline = z.output<typeof ZCodToOnlineRequest>;

const ID_MESSAGE = 'cto_id must be a positive whole number';
/** A COD-to-online request's id. */
export const ZCtoId = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(2_147_483_647, ID_MESSAGE);

/** PUT /api/backend-cod-to-online/: ask the provider again about a request's link. */
export const ZCodToOnlineRefreshRequest = z.object({ cto_id: ZCtoId, version: ZRowVersion });
export type TCodToOnlineRefreshRequest = z.infer<typeof ZCodToOnlineRefreshRequest>;

/** POST /api/resend-cto-link/. */
export const ZResendCtoLinkRequest = z.object({ cto_id: ZCtoId, version: ZRowVersion });
export type TResendCtoLinkRequest = z.infer<typeof ZResendCtoLinkRequest>;

/** POST /api/cancel-cto-request/: the request, the version read and why. */
export const ZCancelCtoRequest = z.object({
  cto_id: ZCtoId,
  version: ZRowVersion,
  comments: ZCancelReason,
});
export type TCancelCtoRequest = z.infer<typeof ZCancelCtoRequest>;

/** A COD-to-online request's life; a pending one past its link's end reads as expired. */
export const COD_TO_ONLINE_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type CodToOnlineStatus = (typeof COD_TO_ONLINE_STATUSES)[number];

/** The tabs of /cod-to-online: one per status, and all. */
export const COD_TO_ONLINE_TABS = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
] as const;
export type CodToOnlineTab = (typeof COD_TO_ONLINE_TABS)[number]['value'];

/** GET /api/backoffice-payment-type-changed-orders/: a tab, an order id to look for, a page. */
export const ZCodToOnlineListQuery = z.object({
  status: z
    .enum(COD_TO_ONLINE_TABS.map((t) => t.value) as [CodToOnlineTab, ...CodToOnlineTab[]], {
      error: 'status must be pending, paid, expired, cancelled or all',
    })
    .default('pending'),
  search: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .optional()
    .transform((v) => (v ? v.replace(/^ORDER/, '') : undefined)),
  limit: wireNumber(
    z
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int('limit must be a whole number from 1 to 100')
      .min(1, 'limit must be a whole number from 1 to 100')
      .max(100, 'limit must be a whole number from 1 to 100')
      .default(ORDER_LIST_PAGE_SIZE),
  ),
  offset: wireNumber(
    z
      .number({ error: 'offset must be a whole number of at least 0' })
      .int('offset must be a whole number of at least 0')
      .min(0, 'offset must be a whole number of at least 0')
      .max(2_147_483_647, 'offset must be a whole number of at least 0')
      .default(0),
  ),
});
export type TCodToOnlineListQuery = z.output<typeof ZCodToOnlineListQuery>;

/** POST /api/backoffice-payment-type-changed-orders/: the order's payment type changed. */
export const ZPaymentTypeChangeRequest = z.object({
  order_random_id: ZOrderRandomId,
  version: ZRowVersion,
  payment: ZPaymentTypeForm,
});
export type TPaymentTypeChangeRequest = z.input<typeof ZPaymentTypeChangeRequest>;

export const PAYMENT_TYPE_CHANGE_MESSAGES = {
  same: (type: 'COD' | 'ONLINE') => `The order is already ${type}`,
  paidOnline: 'The order has online payments: it cannot become cash on delivery',
  noEligibleCart: 'No cart of this order can move to online',
  toCod: 'The order is now cash on delivery',
  toOnlinePaid: 'Payment recorded: the order is now paid online',
} as const;
