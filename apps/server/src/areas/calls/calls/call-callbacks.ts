import type { CallRecordRow, NewCallRecordRow } from '@backoffice/db/schema';
import { canMoveCallState, isFinalCallState, type CallState } from '@backoffice/domain/calls/calls';
import type { TelephonyCallback, TelephonyEvent } from '../../../integrations/telephony/telephony';

/** The state each provider event leads to (`transferred` changes no state). */
const NEXT_STATE: Record<Exclude<TelephonyEvent, 'transferred'>, CallState> = {
  agent_ringing: 'agent-ringing',
  agent_answered: 'agent-connected',
  agent_no_answer: 'agent-not-answered',
  customer_ringing: 'customer-ringing',
  customer_answered: 'in-progress',
  customer_no_answer: 'not-answered',
  customer_busy: 'busy',
  completed: 'answered',
  failed: 'failed',
};

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** The fields a callback changes on a call; null when it changes nothing (late or repeated). */
export type CallChange = Pick<
  Partial<NewCallRecordRow>,
  | 'call_state'
  | 'answered_at'
  | 'ended_at'
  | 'transferred_to'
  | 'caller_duration'
  | 'conversation_duration'
  | 'recording_ref'
>;

/**
 * What a provider callback does to a call. Calls only move forward (a late or repeated callback
 * is ignored); a transfer is noted while the conversation lasts; the end fills the durations
 * the provider reports (else the times between the callbacks) and, when answered, the recording.
 */
export function callChangeOf(call: CallRecordRow, callback: TelephonyCallback): CallChange | null {
  const at = new Date(callback.at);
  if (callback.event === 'transferred') {
    if (call.call_state !== 'in-progress' || !callback.transferred_to) return null;
    if (call.transferred_to === callback.transferred_to) return null;
    return { transferred_to: callback.transferred_to };
  }
  const next = NEXT_STATE[callback.event];
  if (!canMoveCallState(call.call_state, next)) return null;
  const change: CallChange = { call_state: next };
  const answeredAt =
    call.answered_at ?? (next === 'in-progress' || next === 'answered' ? at : null);
  if (answeredAt && !call.answered_at) change.answered_at = answeredAt;
  if (isFinalCallState(next)) {
    change.ended_at = at;
    change.caller_duration = callback.caller_duration ?? secondsBetween(call.started_at, at);
    change.conversation_duration =
      callback.conversation_duration ?? (answeredAt ? secondsBetween(answeredAt, at) : 0);
    change.recording_ref = next === 'answered' ? (callback.recording_url ?? null) : null;
  }
  return change;
}
