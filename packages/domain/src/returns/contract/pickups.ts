import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZInt, ZText } from './primitives';
import { ZCustomerRequest } from './requests';

// ---- Pickups (R2) ----------------------------------------------------------------------------

/** A return pickup. */
export const ZReturnPickup = z.object({
  id: ZInt,
  version: ZInt,
  request_id: ZInt,
  pickup_date: ZAnswerDay,
  status: ZText,
  docket_number: ZText.nullable(),
  courier: ZText.nullable(),
  created_at: ZAnswerTimestamp,
});
export type ReturnPickup = z.infer<typeof ZReturnPickup>;

/** Schedule, change, reschedule or cancel a pickup. */
export const ZPickupResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  pickup: ZReturnPickup,
  request: ZCustomerRequest,
});
export type PickupResponse = z.infer<typeof ZPickupResponse>;

/** One row of the pickup log (001 section 3 "Pickup history"). */
export const ZPickupHistoryRow = z.object({
  pickup_status: ZText,
  create_timestamp: ZAnswerTimestamp,
  docket_number: ZText.nullable(),
  pending_reason_text: ZText.nullable(),
  pickup_attempted_on: ZAnswerTimestamp.nullable(),
  attempted_by: ZText.nullable(),
});
/** GET returns/pickup-history/: empty shows 'No PickUp History...'. */
export const ZPickupHistoryResponse = z.object({ results: z.array(ZPickupHistoryRow) });
export type PickupHistoryResponse = z.infer<typeof ZPickupHistoryResponse>;

/** GET returns/return-tat: the time each step took. */
export const ZReturnTatResponse = z.object({
  steps: z.array(
    z.object({
      status: ZInt,
      label: ZText,
      at: ZAnswerTimestamp,
      hours_since_previous: z.number().nullable(),
      /** Whole minutes since the step before (0 for the first) and since the request. */
      minutes_from_previous: ZInt,
      minutes_from_start: ZInt,
      /** The time the step took, as the popup reads it ("1 d 3 h"). */
      tat: ZText,
    }),
  ),
});
export type ReturnTatResponse = z.infer<typeof ZReturnTatResponse>;
