import { z } from 'zod';
import { ZAnswerTimestamp } from '../../core/validation/answer-text';
import { REFUND_RESOLUTION_CODES } from '../automation';
import { ZRefundTrouble } from './details';
import { ZAutomationStatus, ZInt, ZText } from './primitives';

/** GET trouble-resolution-details?refund_id=: the refund's troubles, newest first. */
export const ZTroubleResolutionResponse = z.object({ results: z.array(ZRefundTrouble) });
export type TTroubleResolutionResponse = z.infer<typeof ZTroubleResolutionResponse>;

/** One resolution item (001 section 3): a gateway attempt of the refund. */
export const ZResolutionItem = z.object({
  refund_id: ZInt,
  unique_refund_request_id: ZText,
  transaction_id: ZText,
  payment_gateway: ZText,
  amount: z.number(),
  /** The attempt's automation status. */
  status: ZAutomationStatus,
  /** The resolution chosen for it, or null while none is. */
  resolution_status: z.enum(REFUND_RESOLUTION_CODES).nullable(),
  last_updated_on: ZAnswerTimestamp,
});
export type TResolutionItem = z.infer<typeof ZResolutionItem>;

/** GET resolution-details/{refund_id}/. */
export const ZResolutionDetailsResponse = z.object({ results: z.array(ZResolutionItem) });
export type TResolutionDetailsResponse = z.infer<typeof ZResolutionDetailsResponse>;
