import { z } from 'zod';
import { wireNumber } from '../../core/validation/wire-number';
import { ZPaymentType, ZStaffRef } from '../../orders/contract';
import { ZCartPid, ZStatusId } from '../../orders/order-requests';
import type { PaymentOption } from './additional-payments';
import { COD_TO_ONLINE_STATUSES } from './cod-to-online';
import { PAYMENT_LINK_STATUSES, PAYMENT_LINK_TYPE_VALUES, ZTransactionId } from './payment-links';

/**
 * The calls of the payments API and of the order changes it serves (docs/sales.md): one schema
 * per payload, the types inferred from them. The server sends the answers as its response
 * schemas; the web checks its answers against them in development and tests. Money is rupees
 * on the wire (integer paise inside); times are ISO strings, dates YYYY-MM-DD.
 */

/** The :cart_pid path parameter of a cart's popup. */
export const ZCartPidParam = z.object({ cart_pid: wireNumber(z.number().pipe(ZCartPid)) });

/** The ?affiliate_id= of a cart's popup: the sales channel the screen shows the cart in. */
export const ZCartChannelQuery = z.object({
  affiliate_id: wireNumber(z.number().int().min(0).max(99).optional()),
});

/** Who did something: a member of staff, or null for the provider or the system. */
const ZDoneBy = ZStaffRef.nullable();
export type StaffRef = z.infer<typeof ZDoneBy>;

/** A payment link as staff see it; `transaction_id` is the provider's id of the link. */
export const ZPaymentLinkView = z.object({
  transaction_id: z.string(),
  order_random_id: z.string(),
  type: z.enum(PAYMENT_LINK_TYPE_VALUES),
  type_label: z.string(),
  payment_via: z.string(),
  amount: z.number(),
  /** The effective status: an open link past its end reads expired. */
  status: z.enum(PAYMENT_LINK_STATUSES),
  url: z.string(),
  sent_to: z.string(),
  cart_pids: z.array(z.number().int()),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  created_by: ZDoneBy,
  cancel_reason: z.string().nullable(),
  resent_count: z.number().int(),
  version: z.number().int(),
});
export type PaymentLinkView = z.infer<typeof ZPaymentLinkView>;

/** One entry of an order's payments (order_payments). */
export const ZOrderPaymentView = z.object({
  id: z.number().int(),
  payment_via: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  reference: z.string().nullable(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  recorded_by: ZDoneBy,
});
export type OrderPaymentView = z.infer<typeof ZOrderPaymentView>;

/** GET /api/order-payments/:order_random_id/. */
export const ZOrderPaymentsResponse = z.object({
  order_random_id: z.string(),
  payment_type: ZPaymentType,
  version: z.number().int(),
  /** What the order still owes: its bill's due (billing-details). */
  amount_due: z.number(),
  /** What was received through online methods: its bill's paid, COD aside. */
  paid_online: z.number(),
  cod_payable: z.number(),
  payments: z.array(ZOrderPaymentView),
  links: z.array(ZPaymentLinkView),
  /** The online methods the caller may pick as payment via. */
  payment_vias: z.array(z.string()),
});
export type OrderPaymentsResponse = z.infer<typeof ZOrderPaymentsResponse>;

/** POST answers that send or change a link. */
export const ZPaymentLinkAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  link: ZPaymentLinkView,
});
export type PaymentLinkAnswer = z.infer<typeof ZPaymentLinkAnswer>;

/** POST /api/payments/notify/: the provider names the link that changed. */
export const ZPaymentNotifyRequest = z.object({ transaction_id: ZTransactionId });

/** POST /api/payments/notify/: the link's status read back from the provider. */
export const ZPaymentNotifyAnswer = z.object({ transaction_id: z.string(), status: z.string() });
export type PaymentNotifyAnswer = z.infer<typeof ZPaymentNotifyAnswer>;

/** A cart row of the COD-to-online popup (001 section 3 "Cart row"), with its eligibility. */
export const ZCodToOnlineCartRow = z.object({
  id: z.number().int(),
  order_type: z.number().int(),
  item_sku: z.string(),
  item_name: z.string(),
  item_dimension: z.string(),
  item_quantity: z.number().int(),
  orm_order_status: ZStatusId,
  status_label: z.string(),
  delivered_timestamp: z.string().nullable(),
  rts_timestamp: z.string().nullable(),
  total_cod: z.number(),
  total_online: z.number(),
  /** Why the cart cannot be picked, or null. */
  refusal: z.string().nullable(),
});
export type CodToOnlineCartRow = z.infer<typeof ZCodToOnlineCartRow>;

/** GET /api/backend-cod-to-online/:order_random_id/: what the popup offers. */
export const ZCodToOnlineTemplate = z.object({
  order_random_id: z.string(),
  payment_type: ZPaymentType,
  carts: z.array(ZCodToOnlineCartRow),
  payment_vias: z.array(z.string()),
});
export type CodToOnlineTemplate = z.infer<typeof ZCodToOnlineTemplate>;

/** One COD-to-online request (a row of /cod-to-online). */
export const ZCodToOnlineRow = z.object({
  cto_id: z.number().int(),
  order_random_id: z.string(),
  source: z.enum(['cto', 'RNR']),
  cart_pids: z.array(z.number().int()),
  amount: z.number(),
  payment_via: z.string(),
  status: z.enum(COD_TO_ONLINE_STATUSES),
  payment_ref_id: z.string().nullable(),
  link: ZPaymentLinkView.pick({
    transaction_id: true,
    url: true,
    status: true,
    created_at: true,
    expires_at: true,
  }).nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  created_by: ZDoneBy,
  cancel_reason: z.string().nullable(),
  version: z.number().int(),
});
export type CodToOnlineRow = z.infer<typeof ZCodToOnlineRow>;

/** GET /api/backoffice-payment-type-changed-orders/: a page of one tab. */
export const ZCodToOnlineListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZCodToOnlineRow),
});
export type CodToOnlineListResponse = z.infer<typeof ZCodToOnlineListResponse>;

/** Answers of the COD-to-online writes. */
export const ZCodToOnlineAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  request: ZCodToOnlineRow,
});
export type CodToOnlineAnswer = z.infer<typeof ZCodToOnlineAnswer>;

/** POST /api/backoffice-payment-type-changed-orders/: the order's new payment type. */
export const ZPaymentTypeChangeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment_type: ZPaymentType,
  version: z.number().int(),
  request: ZCodToOnlineRow.nullable(),
});
export type PaymentTypeChangeAnswer = z.infer<typeof ZPaymentTypeChangeAnswer>;

/** GET /api/rnr-order-status/:cart_pid/: a cart's RNR prepayment state. */
export const ZRnrOrderStatus = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  cart: ZCodToOnlineCartRow.extend({ amount_due: z.number(), version: z.number().int() }),
  links: z.array(ZPaymentLinkView),
});
export type RnrOrderStatus = z.infer<typeof ZRnrOrderStatus>;

/** GET /api/split-cart/:cart_pid/: the split popup's template. */
export const ZSplitCartTemplate = z.object({
  cart_pid: z.number().int(),
  affiliate_id: z.number().int(),
  order_random_id: z.string(),
  item_sku: z.string(),
  item_name: z.string(),
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  invoice_numbers: z.array(z.string()),
  version: z.number().int(),
  /** Why the cart cannot be split, or null. */
  refusal: z.string().nullable(),
});
export type SplitCartTemplate = z.infer<typeof ZSplitCartTemplate>;

/** POST /api/split-cart/: the cart kept and the new one. */
export const ZSplitCartAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
  new_cart_pid: z.number().int(),
});
export type SplitCartAnswer = z.infer<typeof ZSplitCartAnswer>;

/** A range of delivery dates offered to the customer, both ends included (YYYY-MM-DD). */
export const ZDeliveryDateRange = z.object({ start_date: z.string(), end_date: z.string() });
export type DeliveryDateRange = z.infer<typeof ZDeliveryDateRange>;

/** GET /api/update-delivery-date/?cart_pid= (001 section 3 "Future delivery"). */
export const ZFutureDeliveryOffer = z.object({
  cart_pid: z.number().int(),
  version: z.number().int(),
  /** The date the customer asked for last (the cart's promised date), if any. */
  cx_request_date: z.string().nullable(),
  date_ranges: z.array(ZDeliveryDateRange),
  /** When set, the popup shows only this message (001 section 4). */
  message: z.string().nullable(),
});
export type FutureDeliveryOffer = z.infer<typeof ZFutureDeliveryOffer>;

/** POST /api/update-delivery-date/: the cart's new date and version. */
export const ZDeliveryDateAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
  cx_request_date: z.string(),
});
export type DeliveryDateAnswer = z.infer<typeof ZDeliveryDateAnswer>;

/** A pending partner-store order (/search-hc-order). */
export const ZPartnerOrderRow = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  created_at: z.string(),
  amount: z.number(),
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      item_quantity: z.number().int(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
    }),
  ),
});
export type PartnerOrderRow = z.infer<typeof ZPartnerOrderRow>;

/** GET /api/search-hc-order/. */
export const ZPartnerOrdersResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZPartnerOrderRow),
});
export type PartnerOrdersResponse = z.infer<typeof ZPartnerOrdersResponse>;

/** POST /api/confirm-hc-order/: the carts confirmed. */
export const ZConfirmPartnerOrderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  order_random_id: z.string(),
  confirmed: z.array(z.number().int()),
});
export type ConfirmPartnerOrderAnswer = z.infer<typeof ZConfirmPartnerOrderAnswer>;

/** POST /api/additional-payments/ answer: the payment recorded or the link sent. */
export const ZAdditionalPaymentsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  total: z.number(),
  payment: ZOrderPaymentView.nullable(),
  link: ZPaymentLinkView.nullable(),
});
export type AdditionalPaymentsAnswer = z.infer<typeof ZAdditionalPaymentsAnswer>;

/** GET /api/additional-payment-options/. */
export const ZPaymentOptionsResponse = z.object({
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      default: z.boolean(),
      min_amount: z.number(),
      max_amount: z.number(),
    }) satisfies z.ZodType<PaymentOption>,
  ),
});
export type PaymentOptionsResponse = z.infer<typeof ZPaymentOptionsResponse>;
