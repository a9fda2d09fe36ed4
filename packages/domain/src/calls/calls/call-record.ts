import type { CALLER_TYPES, CALL_TYPES, CallerType, CallState, CallType } from './call-states';

/** The disposition recorded for a call, as the call details show it. */
export interface CallDispositionSummary {
  category: string;
  sub_category: string;
  third_category: string;
}

/**
 * One call as GET /api/calldetails/ answers it: the call record of 001 section 3, with the
 * spec's field names (`Agent_number`, `Caller_Type` ... as written there), plus what the
 * console needs to link and follow it. `caller_number` is the customer's number; times are
 * India's; durations are whole seconds (null until the call ends).
 */
export interface CallRecord {
  id: number;
  /** The telephony provider's id of the call. */
  call_id: string;
  caller_number: string;
  Agent_number: string;
  agent: { login_id: number; name: string } | null;
  Caller_Type: (typeof CALLER_TYPES)[CallerType];
  Call_Type: (typeof CALL_TYPES)[CallType];
  /** YYYY-MM-DD, India. */
  call_date: string;
  /** HH:mm:ss, India. */
  call_time: string;
  started_at: string;
  ended_at: string | null;
  Call_status: string;
  call_state: CallState;
  call_transfer_status: string;
  caller_duration: number | null;
  conversation_duration: number | null;
  /** Where the console plays the recording from (the API, with the bearer token); null if none. */
  call_recording_url: string | null;
  order_id: string | null;
  aff_id: number | null;
  status_id: number | null;
  disposition: CallDispositionSummary | null;
}

/** A page of calls (GET /api/calldetails/ and /api/missed-calls/; 204 when there are none). */
export interface CallListResponse {
  count: number;
  limit: number;
  offset: number;
  results: CallRecord[];
}

/** POST /api/click-to-call/ success. */
export interface ClickToCallResponse {
  success: true;
  message: string;
  call: CallRecord;
}

/** One hour of GET /api/calls-per-hour/. */
export interface CallHour {
  /** 0 to 23, India. */
  hour: number;
  calls: number;
  answered: number;
  dispositions: number;
}

/** Calls and dispositions per hour of one India day, for the caller's scope. */
export interface CallsPerHourResponse {
  date: string;
  /** `team`: every agent (or the one asked for); `own`: the caller's calls only. */
  scope: 'team' | 'own';
  agent_login_id: number | null;
  hours: CallHour[];
  totals: Omit<CallHour, 'hour'>;
}
