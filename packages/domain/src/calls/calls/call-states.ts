/**
 * Where a call stands, in the order a click-to-call goes through it: the agent's phone rings
 * first, then the customer's (spec 000 section 7, click-to-call). The last five are final.
 * `label` is the Call_status of the call details table (001 section 2).
 */
export const CALL_STATES = [
  { id: 'initiated', label: 'Initiated', stage: 0, final: false },
  { id: 'agent-ringing', label: 'Ringing Agent', stage: 1, final: false },
  { id: 'agent-connected', label: 'Agent Connected', stage: 2, final: false },
  { id: 'customer-ringing', label: 'Ringing Customer', stage: 3, final: false },
  { id: 'in-progress', label: 'In Progress', stage: 4, final: false },
  { id: 'answered', label: 'Answered', stage: 5, final: true },
  { id: 'not-answered', label: 'Not Answered', stage: 5, final: true },
  { id: 'busy', label: 'Busy', stage: 5, final: true },
  { id: 'agent-not-answered', label: 'Agent Not Answered', stage: 5, final: true },
  { id: 'failed', label: 'Failed', stage: 5, final: true },
] as const;

export type CallState = (typeof CALL_STATES)[number]['id'];
export const CALL_STATE_IDS = CALL_STATES.map((s) => s.id) as readonly CallState[];

/** The final states in which the customer did not speak to an agent: the missed calls. */
export const MISSED_CALL_STATES = [
  'not-answered',
  'busy',
  'agent-not-answered',
  'failed',
] as const satisfies readonly CallState[];

const byId = new Map<string, (typeof CALL_STATES)[number]>(CALL_STATES.map((s) => [s.id, s]));

function stateDef(state: CallState) {
  const def = byId.get(state);
  if (!def) throw new RangeError(`Unknown call state "${state}"`);
  return def;
}

/** The Call_status text of a state. */
export function callStatusLabel(state: CallState): string {
  return stateDef(state).label;
}

/** Whether the call is over (no further event changes it). */
export function isFinalCallState(state: CallState): boolean {
  return stateDef(state).final;
}

/** Whether a call in this state is a missed call (final and not answered). */
export function isMissedCallState(state: CallState): boolean {
  return (MISSED_CALL_STATES as readonly CallState[]).includes(state);
}

/**
 * Whether a provider event that leads to `next` may change a call in `current`: calls only move
 * forward, so a late or repeated callback never undoes a later one, and a final state stays.
 */
export function canMoveCallState(current: CallState, next: CallState): boolean {
  const from = stateDef(current);
  if (from.final) return false;
  return stateDef(next).stage > from.stage;
}

/** Who started the call: the agent (click-to-call) or the customer (an inbound call). */
export const CALLER_TYPES = { agent: 'Agent', customer: 'Customer' } as const;
export type CallerType = keyof typeof CALLER_TYPES;

/** The call's direction as the call details show it (Call_Type); the `call_type` filter. */
export const CALL_TYPES = { outbound: 'Outbound', inbound: 'Inbound' } as const;
export type CallType = keyof typeof CALL_TYPES;

/** The transfer status column. */
export const CALL_TRANSFER_STATUSES = {
  transferred: 'Transferred',
  notTransferred: 'Not Transferred',
} as const;
