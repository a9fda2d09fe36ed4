import { z } from 'zod';
import { ZStatusId } from '../order-requests';

export const ZSearchMatch = z.enum(['order_id', 'cart_id', 'mobile', 'email', 'name']);
export type SearchMatch = z.infer<typeof ZSearchMatch>;

/** One order found by universal search. */
export const ZOrderSearchRow = z.object({
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  channel: z.string(),
  customer_name: z.string(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  matched_by: ZSearchMatch,
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
    }),
  ),
});
export type OrderSearchRow = z.infer<typeof ZOrderSearchRow>;

/**
 * A page of search hits: `count` stops at ORDER_SEARCH_COUNT_CAP and `count_capped` says more
 * match (universal search and the work-list search).
 */
export const cappedSearchPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    count_capped: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
    results: z.array(row),
  });

/** GET /api/universal-order-search/. */
export const ZOrderSearchResponse = cappedSearchPage(ZOrderSearchRow);
export type OrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;
