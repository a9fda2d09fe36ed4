import { z } from 'zod';
import { ZStatusId } from '../../../orders/order-requests';

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
