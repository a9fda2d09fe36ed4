import { z } from 'zod';
import { USER_STATUSES } from '../../identity/current-user';
import { CALLER_TYPES, CALL_STATE_IDS, CALL_TYPES } from './call-states';
import { DISPOSITION_SOURCE } from './dispositions';
import { ZAnswerDay } from '../../core/validation/answer-text';

/**
 * The answers of the call calls (docs/calls.md): one schema per payload, the types inferred
 * from them, sent by the server and checked by the web in development and tests.
 */

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

const ZCallHourFigures = z.object({
  calls: z.number().int(),
  answered: z.number().int(),
  dispositions: z.number().int(),
});

/** One hour of GET /api/calls-per-hour/ (0 to 23, India). */
export const ZCallHour = ZCallHourFigures.extend({ hour: z.number().int() });
export type CallHour = z.infer<typeof ZCallHour>;

/** Calls and dispositions per hour of one India day, for the caller's scope. */
export const ZCallsPerHourResponse = z.object({
  /** The last day counted. */
  date: z.string(),
  /** The first day counted: `date` itself for one day. */
  start: ZAnswerDay,
  /** `team`: every agent (or the one asked for); `own`: the caller's calls only. */
  scope: z.enum(['team', 'own']),
  agent_login_id: z.number().int().nullable(),
  hours: z.array(ZCallHour),
  totals: ZCallHourFigures,
});
export type CallsPerHourResponse = z.infer<typeof ZCallsPerHourResponse>;

/** A node of the disposition tree: a category, a sub category or a third category. */
export const ZDispositionNode = z.object({ id: z.number().int(), name: z.string() });
export type DispositionNode = z.infer<typeof ZDispositionNode>;

export const ZDispositionSubCategory = ZDispositionNode.extend({
  third_categories: z.array(ZDispositionNode),
});
export type DispositionSubCategory = z.infer<typeof ZDispositionSubCategory>;

export const ZDispositionCategory = ZDispositionNode.extend({
  sub_categories: z.array(ZDispositionSubCategory),
});
export type DispositionCategory = z.infer<typeof ZDispositionCategory>;

/** GET /api/crm-dispositions/ (the spec's "response result"). */
export const ZDispositionCategoriesResponse = z.object({ result: z.array(ZDispositionCategory) });
export type DispositionCategoriesResponse = z.infer<typeof ZDispositionCategoriesResponse>;

/**
 * One active disposition reason of the flat list: a category (level 1, no parent), a sub
 * category (2) or a third category (3), with the reason it sits under.
 */
export const ZDispositionReason = ZDispositionNode.extend({
  level: z.number().int(),
  parent_id: z.number().int().nullable(),
});
export type DispositionReason = z.infer<typeof ZDispositionReason>;

/** GET /api/disposition-reasons/: every active reason, in display order. */
export const ZDispositionReasonsResponse = z.object({ result: z.array(ZDispositionReason) });
export type DispositionReasonsResponse = z.infer<typeof ZDispositionReasonsResponse>;

/** A reason to pause after a call. */
export const ZBreakReason = ZDispositionNode;
export type BreakReason = z.infer<typeof ZBreakReason>;

/** GET /api/break-reasons/. */
export const ZBreakReasonsResponse = z.object({ result: z.array(ZBreakReason) });
export type BreakReasonsResponse = z.infer<typeof ZBreakReasonsResponse>;

/** A disposition as stored and answered. */
export const ZSavedDisposition = z.object({
  id: z.number().int(),
  category: z.string(),
  sub_category: z.string(),
  third_category: z.string(),
  cart_ids: z.array(z.number().int()),
  comments: z.string().nullable(),
  call_id: z.string().nullable(),
  order_id: z.string().nullable(),
  break_reason: z.string().nullable(),
  source: z.literal(DISPOSITION_SOURCE),
  login_id: z.number().int(),
  role: z.string(),
  created_at: z.string(),
});
export type SavedDisposition = z.infer<typeof ZSavedDisposition>;

/** POST /api/crm-dispositions/ success: the message to show and the caller's status after it. */
export const ZSaveDispositionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  disposition: ZSavedDisposition,
  status: z.enum(USER_STATUSES),
});
export type SaveDispositionResponse = z.infer<typeof ZSaveDispositionResponse>;
