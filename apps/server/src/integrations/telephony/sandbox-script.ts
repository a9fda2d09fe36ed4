import type { TelephonyCallback, TelephonyEvent } from './telephony';

/** How a sandbox call ends, decided by the customer number's last digit. */
export type SandboxOutcome = 'answered' | 'transferred' | 'busy' | 'not-answered';

/** The number a sandbox call is transferred to (a supervisor's line). */
export const SANDBOX_TRANSFER_NUMBER = '9845099999';

/** Seconds the sandbox's phones ring before they are picked up (or give up). */
const AGENT_RING = 4;
const CUSTOMER_RING = 6;
const RING_OUT = 30;
const BUSY_TONE = 2;

/**
 * The sandbox's rule, from the customer number's last digit:
 * 0 to 5 answered (a conversation of 20 + 9 x digit seconds); 6 answered, then transferred
 * (95 s); 7 busy; 8 and 9 not answered (rings out after 30 s). The agent always answers.
 */
export function sandboxOutcome(customerNumber: string): SandboxOutcome {
  const digit = Number(customerNumber.at(-1));
  if (digit <= 5) return 'answered';
  if (digit === 6) return 'transferred';
  if (digit === 7) return 'busy';
  return 'not-answered';
}

/** One callback of a sandbox call, without its call id and time (the driver adds them). */
export type ScriptStep = Omit<TelephonyCallback, 'call_id' | 'at'> & { event: TelephonyEvent };

/** The callbacks a sandbox call sends, in order, with the durations it reports at the end. */
export function sandboxScript(customerNumber: string, recordingRef: string): ScriptStep[] {
  const outcome = sandboxOutcome(customerNumber);
  const opening: ScriptStep[] = [
    { event: 'agent_ringing' },
    { event: 'agent_answered' },
    { event: 'customer_ringing' },
  ];
  if (outcome === 'busy' || outcome === 'not-answered') {
    const ring = outcome === 'busy' ? BUSY_TONE : RING_OUT;
    return [
      ...opening,
      {
        event: outcome === 'busy' ? 'customer_busy' : 'customer_no_answer',
        caller_duration: AGENT_RING + ring,
        conversation_duration: 0,
      },
    ];
  }
  const conversation = outcome === 'transferred' ? 95 : 20 + 9 * Number(customerNumber.at(-1));
  return [
    ...opening,
    { event: 'customer_answered' },
    ...(outcome === 'transferred'
      ? [{ event: 'transferred' as const, transferred_to: SANDBOX_TRANSFER_NUMBER }]
      : []),
    {
      event: 'completed',
      caller_duration: AGENT_RING + CUSTOMER_RING + conversation,
      conversation_duration: conversation,
      recording_url: recordingRef,
    },
  ];
}
