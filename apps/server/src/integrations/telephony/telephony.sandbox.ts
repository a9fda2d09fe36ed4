import { randomUUID } from 'node:crypto';
import { ProviderError, sandboxSwitch, type SandboxSwitch } from '../provider-error';
import { sandboxScript } from './sandbox-script';
import type { CallbackSink, Recording, Telephony } from './telephony';
import { sandboxRecordingWav } from './wav';

/** Recording references of the sandbox; the demo's seeded calls use them too. */
const RECORDING_PREFIX = 'sandbox:recording/';
/** A callback the sink did not know the call of is sent again, at most this often. */
const REDELIVERIES = 20;

export interface SandboxTelephonyOptions {
  /** Milliseconds between two callbacks of a call (TELEPHONY_SANDBOX_STEP_MS). */
  stepMs: number;
  now?: () => Date;
}

export interface SandboxTelephony extends Telephony, SandboxSwitch {
  /** Resolves once every callback of the call was delivered (tests wait on it). */
  whenEnded(callId: string): Promise<void>;
}

/**
 * The sandbox click-to-call provider: nothing leaves the machine. A call rings the agent, then
 * the customer, and ends as the customer number's last digit says (sandbox-script.ts), one
 * callback every `stepMs`, delivered to the sink as a live provider's webhook would post them.
 * A callback for a call the sink does not know yet (its record is still being written) is sent
 * again a moment later, as providers retry a webhook. Recordings are short generated WAVs.
 */
export function createSandboxTelephony({
  stepMs,
  now = () => new Date(),
}: SandboxTelephonyOptions): SandboxTelephony {
  const outage = sandboxSwitch('telephony');
  // Each pending step: its timer and how to wake it early (closing wakes them all).
  const pending = new Map<NodeJS.Timeout, () => void>();
  const ended = new Map<string, Promise<void>>();
  let sink: CallbackSink | null = null;
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(timer);
        resolve();
      }, ms);
      pending.set(timer, resolve);
    });

  async function play(callId: string, customerNumber: string): Promise<void> {
    for (const step of sandboxScript(customerNumber, `${RECORDING_PREFIX}${callId}`)) {
      for (let attempt = 0; attempt <= REDELIVERIES; attempt++) {
        await wait(attempt === 0 ? stepMs : Math.max(stepMs, 10));
        if (closed || !sink) return;
        const outcome = await sink({ ...step, call_id: callId, at: now().toISOString() });
        if (outcome !== 'unknown-call') break;
      }
    }
  }

  return {
    provider: 'sandbox',
    setDown: outage.setDown,
    async placeCall(call) {
      outage.check();
      const callId = `sandbox-${randomUUID()}`;
      // A failed delivery (the database gone at shutdown) ends the call's script quietly.
      ended.set(
        callId,
        play(callId, call.customer_number).catch(() => undefined),
      );
      return { call_id: callId };
    },
    onCallback(next) {
      sink = next;
    },
    async fetchRecording(recordingRef): Promise<Recording> {
      outage.check();
      if (!recordingRef.startsWith(RECORDING_PREFIX)) {
        throw new ProviderError('telephony', 'unavailable', { cause: 'not a sandbox recording' });
      }
      return { content_type: 'audio/wav', body: sandboxRecordingWav(recordingRef) };
    },
    whenEnded: (callId) => ended.get(callId) ?? Promise.resolve(),
    close() {
      closed = true;
      for (const [timer, wake] of pending) {
        clearTimeout(timer);
        wake();
      }
      pending.clear();
    },
  };
}
