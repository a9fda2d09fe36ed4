import { z } from 'zod';

/** One change of a cart's requested date (001 section 3 "Requested date log row"). */
export const ZRequestedDateLogRow = z.object({
  new_requested_date: z.string(),
  old_pickup_date: z.string().nullable(),
  updated_by_name: z.string(),
  updated_by_email: z.string(),
  updated_timestamp: z.string(),
  /** 0 is Reverse (a return pickup), 1 Forward (a delivery). */
  is_forward: z.union([z.literal(0), z.literal(1)]),
  planning_remarks: z.string().nullable(),
});
export type RequestedDateLogRow = z.infer<typeof ZRequestedDateLogRow>;

/** GET /api/requested-date-log/:cart_pid/, newest first. */
export const ZRequestedDateLogResponse = z.object({ results: z.array(ZRequestedDateLogRow) });
export type RequestedDateLogResponse = z.infer<typeof ZRequestedDateLogResponse>;
