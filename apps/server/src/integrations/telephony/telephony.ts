import { z } from 'zod';

/** A click-to-call to place: the agent's phone rings first, then the customer's (10 digits each). */
export interface OutgoingCall {
  agent_number: string;
  customer_number: string;
}

/** The provider's answer to a click-to-call: its id of the call, which its callbacks name. */
export interface PlacedCall {
  call_id: string;
}

/**
 * The steps a provider reports of a call, one callback each. The last one (agent_no_answer,
 * customer_no_answer, customer_busy, completed or failed) carries the durations in seconds;
 * `completed` also the recording.
 */
export const TELEPHONY_EVENTS = [
  'agent_ringing',
  'agent_answered',
  'agent_no_answer',
  'customer_ringing',
  'customer_answered',
  'customer_no_answer',
  'customer_busy',
  'transferred',
  'completed',
  'failed',
] as const;
export type TelephonyEvent = (typeof TELEPHONY_EVENTS)[number];

const seconds = z.number().int().min(0).max(86_400);

/** A provider callback as the provider's webhook posts it (and the sandbox delivers it). */
export const ZTelephonyCallback = z.object({
  call_id: z.string().trim().min(1).max(100),
  event: z.enum(TELEPHONY_EVENTS),
  at: z.iso.datetime({ offset: true }).max(40),
  /** The number a call was transferred to (event `transferred`). */
  transferred_to: z
    .string()
    .length(10)
    .regex(/^\d{10}$/)
    .optional(),
  caller_duration: seconds.optional(),
  conversation_duration: seconds.optional(),
  /** The provider's reference of the recording (event `completed`). */
  recording_url: z.string().min(1).max(2000).optional(),
});
export type TelephonyCallback = z.infer<typeof ZTelephonyCallback>;

/** Whether a callback was applied; `unknown-call` asks the provider to send it again later. */
export type CallbackOutcome = 'applied' | 'ignored' | 'unknown-call';

/** Where callbacks go: the calls module's ingestion, the same for the webhook and the sandbox. */
export type CallbackSink = (callback: TelephonyCallback) => Promise<CallbackOutcome>;

/** A recording file as the provider serves it. */
export interface Recording {
  content_type: string;
  body: Buffer;
}

/**
 * The telephony provider: click-to-call and call records (ARCHITECTURE section 4,
 * "Integrations"). Call records arrive as callbacks: a live provider posts them to the webhook
 * (POST /api/telephony/callbacks/), which hands them to the sink; the sandbox hands them to the
 * sink itself. Throws ProviderError when the provider cannot place a call or serve a recording.
 */
export interface Telephony {
  readonly provider: 'sandbox' | 'live';
  placeCall(call: OutgoingCall): Promise<PlacedCall>;
  /** Registers where callbacks go (the calls module does, once). */
  onCallback(sink: CallbackSink): void;
  /** The recording a `completed` callback referred to. */
  fetchRecording(recordingRef: string): Promise<Recording>;
  /** Stops any work the driver has under way (the sandbox's calls in progress). */
  close(): void;
}
