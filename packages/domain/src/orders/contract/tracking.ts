import { z } from 'zod';
import type { PddRow } from '../pdd';
import { TRACKING_STEPS, type TrackingStep } from '../tracking';

const ZTrackingStep = z.object({
  key: z.enum(TRACKING_STEPS.map((s) => s.key)),
  label: z.string(),
  status: z.boolean(),
  time: z.string().nullable(),
  state: z.enum(['done', 'partial', 'pending']),
  sub_activities: z.array(
    z.object({ activity: z.string(), status: z.boolean(), time: z.string().nullable() }),
  ),
  tracking_data: z
    .object({
      docket_name: z.string(),
      tracking_number: z.string(),
      docket_url: z.string().nullable(),
      delay_message: z.string().nullable(),
    })
    .optional(),
}) satisfies z.ZodType<TrackingStep>;

/** A courier's tracking record, with the field names of 001 section 3 "Tracking". */
export const ZCourierTracking = z.object({
  docket_name: z.string(),
  DocketNumber: z.string(),
  InvoiceNumber: z.string().nullable(),
  Status: z.string(),
  EstimatedDeliveryDate: z.string().nullable(),
  Origin: z.string(),
  Destination: z.string(),
  /** Newest first. */
  Scans: z.array(
    z.object({ ScanDescription: z.string(), ScanDate: z.string(), ScanLocation: z.string() }),
  ),
});
export type CourierTracking = z.infer<typeof ZCourierTracking>;

/** GET /api/cart-track-data/:cart_pid/: the Track Order popup. */
export const ZCartTrackResponse = z.object({
  cart_pid: z.number().int(),
  /** True while carts ship with the courier alone: the transit step is `in_transit`. */
  non_shipping_label_case: z.boolean(),
  steps: z.array(ZTrackingStep),
  /** The courier's record; null without a docket or when the courier could not be reached. */
  tracking: ZCourierTracking.nullable(),
  /** "Something went wrong. Please click the above button." when the courier failed. */
  tracking_error: z.string().nullable(),
  /** The courier's own page for the docket (the popup's button). */
  docket_url: z.string().nullable(),
});
export type CartTrackResponse = z.infer<typeof ZCartTrackResponse>;

/** GET /api/pdd-breakdown/:cart_pid/. */
export const ZPddBreakdownResponse = z.object({
  rows: z.array(
    z.object({
      label: z.string(),
      predicted: z.string().nullable(),
      actual: z.string().nullable(),
    }) satisfies z.ZodType<PddRow>,
  ),
});
export type PddBreakdownResponse = z.infer<typeof ZPddBreakdownResponse>;
