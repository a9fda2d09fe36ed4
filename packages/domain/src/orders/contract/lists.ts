import { z } from 'zod';
import { ZStatusId } from '../order-requests';
import { ZPaymentType, ZStaffRef } from './order-page';

/** One row of a team work list (a cart with its order's headline). */
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
  payment_type: ZPaymentType,
  orm_order_status: ZStatusId,
  status_label: z.string(),
  shipment_not_possible: z.boolean(),
  is_urgent: z.boolean(),
  created_at: z.string(),
  assigned_to: ZStaffRef.nullable(),
  /** The cart's version, which a bulk action names for each selected cart. */
  version: z.number().int(),
});
export type OrderListRow = z.infer<typeof ZOrderListRow>;

/** A work list page. */
export const ZOrderListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZOrderListRow),
});
export type OrderListResponse = z.infer<typeof ZOrderListResponse>;

/** GET /api/list-of-all-orders/tab-counts/:platform/. */
export const ZTabCountsResponse = z.object({ counts: z.record(z.string(), z.number().int()) });
export type TabCountsResponse = z.infer<typeof ZTabCountsResponse>;
