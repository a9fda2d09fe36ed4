import { z } from 'zod';
import { ZPaymentType } from '../../../orders/contract';
import { ZStatusId } from '../../../orders/order-requests';
import { COD_TO_ONLINE_STATUSES } from '../cod-to-online';
import { ZPaymentLinkView } from './links';
import { ZDoneBy } from './shared';

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
