import { z } from 'zod';
import { CALLER_TYPES, CALL_STATE_IDS, CALL_TYPES } from '../call-states';

/** The disposition recorded for a call, as the call details show it. */
export const ZCallDispositionSummary = z.object({
  category: z.string(),
  sub_category: z.string(),
  third_category: z.string(),
});
export type CallDispositionSummary = z.infer<typeof ZCallDispositionSummary>;

/**
 * One call as GET /api/calldetails/ answers it: the call record of 001 section 3, with the
 * spec's field names (`Agent_number`, `Caller_Type` ... as written there), plus what the
 * console needs to link and follow it. `caller_number` is the customer's number; times are
 * India's; durations are whole seconds (null until the call ends).
 */
export const ZCallRecord = z.object({
  id: z.number().int(),
  /** The telephony provider's id of the call. */
  call_id: z.string(),
  caller_number: z.string(),
  Agent_number: z.string(),
  agent: z.object({ login_id: z.number().int(), name: z.string() }).nullable(),
  Caller_Type: z.enum(Object.values(CALLER_TYPES)),
  Call_Type: z.enum(Object.values(CALL_TYPES)),
  /** YYYY-MM-DD, India. */
  call_date: z.string(),
  /** HH:mm:ss, India. */
  call_time: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  Call_status: z.string(),
  call_state: z.enum(CALL_STATE_IDS),
  call_transfer_status: z.string(),
  caller_duration: z.number().int().nullable(),
  conversation_duration: z.number().int().nullable(),
  /** Where the console plays the recording from (the API, with the bearer token); null if none. */
  call_recording_url: z.string().nullable(),
  order_id: z.string().nullable(),
  aff_id: z.number().int().nullable(),
  status_id: z.number().int().nullable(),
  disposition: ZCallDispositionSummary.nullable(),
});
export type CallRecord = z.infer<typeof ZCallRecord>;

/** A page of calls (GET /api/calldetails/ and /api/missed-calls/; 204 when there are none). */
export const ZCallListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZCallRecord),
});
export type CallListResponse = z.infer<typeof ZCallListResponse>;

/** POST /api/click-to-call/ success. */
export const ZClickToCallResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  call: ZCallRecord,
});
export type ClickToCallResponse = z.infer<typeof ZClickToCallResponse>;
