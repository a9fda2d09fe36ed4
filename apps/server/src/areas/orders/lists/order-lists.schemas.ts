import {
  ZCetUid,
  ZStatusId,
  type OrderListResponse,
  type OrderListRow,
  type TabCountsResponse,
} from '@backoffice/domain/orders';
import { z } from 'zod';

/** `:platform/:slug` of a work list. */
export const ZListParams = z.object({ platform: z.string(), slug: z.string() });
/** `:cet_uid/:platform/:slug` of one agent's work list. */
export const ZAgentListParams = ZListParams.extend({ cet_uid: ZCetUid });
/** `:platform` of the tab counts. */
export const ZPlatformParams = ZListParams.pick({ platform: true });

export const ZOrderListRow = z.object({
  cart_pid: z.number().int(),
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  pincode: z.string(),
  item_sku: z.string(),
  item_name: z.string(),
  item_quantity: z.number().int(),
  item_price: z.number(),
  payment_type: z.enum(['COD', 'ONLINE']),
  orm_order_status: ZStatusId,
  status_label: z.string(),
  shipment_not_possible: z.boolean(),
  is_urgent: z.boolean(),
  created_at: z.string(),
  assigned_to: z.object({ login_id: z.number().int(), name: z.string() }).nullable(),
}) satisfies z.ZodType<OrderListRow>;

export const ZOrderListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZOrderListRow),
}) satisfies z.ZodType<OrderListResponse>;

export const ZTabCountsResponse = z.object({
  counts: z.record(z.string(), z.number().int()),
}) satisfies z.ZodType<TabCountsResponse>;
