import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZAutomationStatus, ZInt, ZPlatform, ZText } from './primitives';

/** A member of staff named in an answer. */
export const ZRefundStaffRef = z.object({ login_id: ZInt, name: ZText });
export type TRefundStaffRef = z.infer<typeof ZRefundStaffRef>;

/** A refund as every write answers it. */
export const ZRefundSummary = z.object({
  refund_id: ZInt,
  version: ZInt,
  category_id: ZInt,
  category_slug: ZText,
  platform: ZPlatform,
  order_random_id: ZText,
  cart_id: ZInt,
  affiliate_id: ZInt,
  amount: z.number(),
  status: ZInt,
  status_label: ZText,
  automation_status: ZAutomationStatus,
  updated_at: ZAnswerTimestamp,
});
export type TRefundSummary = z.infer<typeof ZRefundSummary>;

/** A write's answer: the spec's message and the refund after it. */
export const ZRefundWriteResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  refund: ZRefundSummary,
});
export type TRefundWriteResponse = z.infer<typeof ZRefundWriteResponse>;
