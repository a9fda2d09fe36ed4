import {
  ZStatusId,
  type OrderSearchResponse,
  type OrderSearchRow,
} from '@backoffice/domain/orders';
import { z } from 'zod';

export const ZOrderSearchRow = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  matched_by: z.enum(['order_id', 'cart_id', 'mobile', 'email', 'name']),
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
    }),
  ),
}) satisfies z.ZodType<OrderSearchRow>;

export const ZOrderSearchResponse = z.object({
  count: z.number().int(),
  count_capped: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZOrderSearchRow),
}) satisfies z.ZodType<OrderSearchResponse>;
