import { z } from 'zod';
import { ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZAutomationStatus, ZInt, ZLongText, ZText } from './primitives';

/** One row of a refund list (GET get-refund-details/{category}/{platform}/{status}/). */
export const ZRefundListRow = z.object({
  refund_id: ZInt,
  version: ZInt,
  order_random_id: ZText,
  cart_id: ZInt,
  affiliate_id: ZInt,
  customer_name: ZText,
  customer_mobile: ZText,
  item_sku: ZText,
  item_name: ZText,
  amount: z.number(),
  status: ZInt,
  status_label: ZText,
  automation_status: ZAutomationStatus,
  /** The open trouble's reason (Refund Trouble), else null. */
  trouble_reason_id: ZInt.nullable(),
  trouble_reason: ZText.nullable(),
  has_bank_details: z.boolean(),
  bank_details_verified: z.boolean(),
  comments: ZLongText.nullable(),
  created_at: ZAnswerTimestamp,
  updated_at: ZAnswerTimestamp,
});
export type TRefundListRow = z.infer<typeof ZRefundListRow>;

/**
 * A refund list page: the tab's rows, its `count`, the counts of every status of the platform
 * (by status slug) under the same filter, and their `total`.
 */
export const ZRefundListResponse = z.object({
  count: ZInt,
  limit: ZInt,
  offset: ZInt,
  results: z.array(ZRefundListRow),
  counts: z.record(z.string().max(40), ZInt),
  total: ZInt,
});
export type TRefundListResponse = z.infer<typeof ZRefundListResponse>;
