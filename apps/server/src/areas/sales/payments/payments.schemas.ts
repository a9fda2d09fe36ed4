import { ZStatusId } from '@backoffice/domain/orders';
import {
  COD_TO_ONLINE_STATUSES,
  PAYMENT_LINK_STATUSES,
  PAYMENT_LINK_TYPE_VALUES,
  type AdditionalPaymentsAnswer,
  type CodToOnlineAnswer,
  type CodToOnlineCartRow,
  type CodToOnlineListResponse,
  type CodToOnlineRow,
  type CodToOnlineTemplate,
  type OrderPaymentsResponse,
  type OrderPaymentView,
  type PaymentLinkAnswer,
  type PaymentLinkView,
  type PaymentOptionsResponse,
  type RnrOrderStatus,
} from '@backoffice/domain/sales/payments';
import { z } from 'zod';

// Answer schemas of the payments API: they document it and shape what is sent; `satisfies`
// keeps each one in step with the domain's wire type.

const ZStaffRef = z.object({ login_id: z.number().int(), name: z.string() }).nullable();

export const ZPaymentLinkView = z.object({
  transaction_id: z.string(),
  order_random_id: z.string(),
  type: z.enum(PAYMENT_LINK_TYPE_VALUES),
  type_label: z.string(),
  payment_via: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  url: z.string(),
  sent_to: z.string(),
  cart_pids: z.array(z.number().int()),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  created_by: ZStaffRef,
  cancel_reason: z.string().nullable(),
  resent_count: z.number().int(),
  version: z.number().int(),
}) satisfies z.ZodType<PaymentLinkView>;

export const ZOrderPaymentView = z.object({
  id: z.number().int(),
  payment_via: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  reference: z.string().nullable(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  recorded_by: ZStaffRef,
}) satisfies z.ZodType<OrderPaymentView>;

export const ZOrderPaymentsResponse = z.object({
  order_random_id: z.string(),
  payment_type: z.enum(['COD', 'ONLINE']),
  version: z.number().int(),
  amount_due: z.number(),
  paid_online: z.number(),
  cod_payable: z.number(),
  payments: z.array(ZOrderPaymentView),
  links: z.array(ZPaymentLinkView),
  payment_vias: z.array(z.string()),
}) satisfies z.ZodType<OrderPaymentsResponse>;

export const ZPaymentLinkAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  link: ZPaymentLinkView,
}) satisfies z.ZodType<PaymentLinkAnswer>;

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
  refusal: z.string().nullable(),
}) satisfies z.ZodType<CodToOnlineCartRow>;

export const ZCodToOnlineTemplate = z.object({
  order_random_id: z.string(),
  payment_type: z.enum(['COD', 'ONLINE']),
  carts: z.array(ZCodToOnlineCartRow),
  payment_vias: z.array(z.string()),
}) satisfies z.ZodType<CodToOnlineTemplate>;

export const ZCodToOnlineRow = z.object({
  cto_id: z.number().int(),
  order_random_id: z.string(),
  source: z.enum(['cto', 'RNR']),
  cart_pids: z.array(z.number().int()),
  amount: z.number(),
  payment_via: z.string(),
  status: z.enum(COD_TO_ONLINE_STATUSES),
  payment_ref_id: z.string().nullable(),
  link: z
    .object({
      transaction_id: z.string(),
      url: z.string(),
      status: z.enum(PAYMENT_LINK_STATUSES),
      created_at: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  created_by: ZStaffRef,
  cancel_reason: z.string().nullable(),
  version: z.number().int(),
}) satisfies z.ZodType<CodToOnlineRow>;

export const ZCodToOnlineListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZCodToOnlineRow),
}) satisfies z.ZodType<CodToOnlineListResponse>;

export const ZCodToOnlineAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  request: ZCodToOnlineRow,
}) satisfies z.ZodType<CodToOnlineAnswer>;

export const ZRnrOrderStatus = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  cart: ZCodToOnlineCartRow.extend({ amount_due: z.number(), version: z.number().int() }),
  links: z.array(ZPaymentLinkView),
}) satisfies z.ZodType<RnrOrderStatus>;

export const ZAdditionalPaymentsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  total: z.number(),
  payment: ZOrderPaymentView.nullable(),
  link: ZPaymentLinkView.nullable(),
}) satisfies z.ZodType<AdditionalPaymentsAnswer>;

export const ZPaymentOptionsResponse = z.object({
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      default: z.boolean(),
      min_amount: z.number(),
      max_amount: z.number(),
    }),
  ),
}) satisfies z.ZodType<PaymentOptionsResponse>;

/** The answer of a change that keeps the order's page up to date. */
export const ZPaymentTypeChangeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment_type: z.enum(['COD', 'ONLINE']),
  version: z.number().int(),
  request: ZCodToOnlineRow.nullable(),
});
export type PaymentTypeChangeAnswer = z.infer<typeof ZPaymentTypeChangeAnswer>;
