import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZInt, ZLongText, ZText } from './primitives';
import { ZReturnStaffRef } from './requests';

// ---- Issued items and /missing-items (R3) ----------------------------------------------------

/** Items issued for a cart without a return (packaging, missing item, accessory, parts, packages). */
export const ZIssuedItem = z.object({
  id: ZInt,
  version: ZInt,
  order_random_id: ZText,
  affiliate_id: ZInt,
  cart_pid: ZInt,
  item_sku: ZText,
  item_name: ZText,
  request_id: ZInt.nullable(),
  item_type_id: ZInt,
  item_type_label: ZText,
  description: ZText,
  quantity: ZInt,
  parts_data: z.array(z.object({ part_code: ZText, name: ZText, item_quantity: ZInt })),
  status: z.enum(['pending', 'fulfilled']),
  status_label: ZText,
  comments: ZLongText,
  created_by: ZReturnStaffRef.nullable(),
  created_at: ZAnswerTimestamp,
  fulfilled_by: ZReturnStaffRef.nullable(),
  fulfilled_at: ZAnswerTimestamp.nullable(),
});
export type IssuedItem = z.infer<typeof ZIssuedItem>;

/** returns/issue-items/ and returns/issue-packaging/: 'Successfully Issued!', 'Packaging issued!'. */
export const ZIssueItemsAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  issued_item_id: ZInt,
  cart_pid: ZInt,
  /** The cart's version after the issue. */
  version: ZInt,
});
export type IssueItemsAnswer = z.infer<typeof ZIssueItemsAnswer>;

/** GET returns/cart-parts/:cart_pid/: the parts of the cart's item, ranges for its quantity. */
export const ZCartPartsResponse = z.object({
  cart_pid: ZInt,
  item_sku: ZText,
  /** The cart's quantity: a part's range is min_value to max_value times this. */
  max_quantity: ZInt,
  result: z.array(z.object({ part_code: ZText, name: ZText, min_value: ZInt, max_value: ZInt })),
});
export type CartPartsResponse = z.infer<typeof ZCartPartsResponse>;

/** GET returns/issued-items/:cart_pid/: a cart's issued items, newest first. */
export const ZCartIssuedItemsResponse = z.object({ results: z.array(ZIssuedItem) });
export type CartIssuedItemsResponse = z.infer<typeof ZCartIssuedItemsResponse>;

/** GET /missing-items/: a page of missing items (count of the filter, then the page). */
export const ZMissingItemsResponse = z.object({
  count: ZInt,
  limit: ZInt,
  offset: ZInt,
  results: z.array(ZIssuedItem),
});
export type MissingItemsResponse = z.infer<typeof ZMissingItemsResponse>;

/** POST /missing-items/:id/fulfil/: 'Updated Successfully!' with the item as it is now. */
export const ZMissingItemFulfilledResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  item: ZIssuedItem,
});
export type MissingItemFulfilledResponse = z.infer<typeof ZMissingItemFulfilledResponse>;
