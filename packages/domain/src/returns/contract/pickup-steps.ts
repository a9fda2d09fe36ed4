import { z } from 'zod';
import { ZAnswerMessage } from '../../core/validation/answer-text';
import { ZCourierTracking } from '../../orders/contract';
import { ZChallan } from './money';
import { ZReturnPickup } from './pickups';
import { ZInt, ZText } from './primitives';

// ---- Pickup steps, tracking and lost product orders (R2) ---------------------------------------

/**
 * The answer of a pickup or warehouse step (change-pickup-date/, cancel, dockets, refresh, lost,
 * RTS): the message to toast, the request's new version and status, and its pickup.
 */
export const ZReturnStepResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  request_id: ZInt,
  version: ZInt,
  status: ZInt,
  status_label: ZText,
  pickup: ZReturnPickup.nullable(),
});
export type ReturnStepResponse = z.infer<typeof ZReturnStepResponse>;

/** GET returns/label-form: the shipping form of a return pickup's docket. */
export const ZReturnLabelFormResponse = z.object({
  cart_pid: ZInt,
  affiliate_id: ZInt,
  request_id: ZInt,
  version: ZInt,
  pickup: ZReturnPickup.nullable(),
  warehouses: z.array(z.object({ id: ZInt, name: ZText })),
});
export type ReturnLabelFormResponse = z.infer<typeof ZReturnLabelFormResponse>;

/** GET /track-return-docket/: the courier's record of the pickup's docket (001 "Tracking"). */
export const ZReturnTrackResponse = z.object({
  tracking: ZCourierTracking.nullable(),
  /** "Something went wrong. Please click the above button." when the courier failed. */
  tracking_error: ZAnswerMessage.nullable(),
  docket_url: z.string().max(500).nullable(),
});
export type ReturnTrackResponse = z.infer<typeof ZReturnTrackResponse>;

/** backoffice-create-lost-product-order: the new order's id. */
export const ZLostProductOrderResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: ZText,
});
export type LostProductOrderResponse = z.infer<typeof ZLostProductOrderResponse>;

/** POST returns/cod-challans/: the challan as stored. */
export const ZChallanUploadResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  challan: ZChallan,
});
export type ChallanUploadResponse = z.infer<typeof ZChallanUploadResponse>;
