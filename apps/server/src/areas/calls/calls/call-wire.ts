import { indiaDay, indiaTimeOf } from '@backoffice/domain/core/dates';
import {
  CALL_TRANSFER_STATUSES,
  CALL_TYPES,
  CALLER_TYPES,
  callStatusLabel,
  type CallRecord,
} from '@backoffice/domain/calls/calls';
import type { CallListRow } from './calls.queries';

/** Where the console plays a call's recording from (with its bearer token). */
export const recordingPath = (id: number) => `/api/call-recordings/${id}/`;

/** A call as the call details answer it (001 section 3 "Call record"). */
export function toCallRecord({
  call,
  agent_name,
  order_random_id,
  disposition,
}: CallListRow): CallRecord {
  return {
    id: call.id,
    call_id: call.call_id,
    caller_number: call.customer_number,
    Agent_number: call.agent_number ?? '',
    agent:
      call.agent_login_id === null
        ? null
        : { login_id: call.agent_login_id, name: agent_name ?? '' },
    Caller_Type: CALLER_TYPES[call.caller_type],
    Call_Type: CALL_TYPES[call.call_type],
    call_date: indiaDay(call.started_at),
    call_time: indiaTimeOf(call.started_at),
    started_at: call.started_at.toISOString(),
    ended_at: call.ended_at ? call.ended_at.toISOString() : null,
    Call_status: callStatusLabel(call.call_state),
    call_state: call.call_state,
    call_transfer_status: call.transferred_to
      ? CALL_TRANSFER_STATUSES.transferred
      : CALL_TRANSFER_STATUSES.notTransferred,
    caller_duration: call.caller_duration,
    conversation_duration: call.conversation_duration,
    call_recording_url: call.recording_ref ? recordingPath(call.id) : null,
    order_id: order_random_id,
    aff_id: call.affiliate_id,
    status_id: call.status_id,
    disposition,
  };
}
