import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, PROVIDER_TIMEOUT_MS, type LiveProviderConfig } from '../provider-http';
import type { Recording, Telephony } from './telephony';

const ZPlaced = z.object({ call_id: z.string().min(1).max(100) });

export interface LiveTelephonyConfig extends LiveProviderConfig {
  /** Where the provider posts the call's callbacks (PUBLIC_URL/api/telephony/callbacks/). */
  callbackUrl: string;
}

/**
 * Click-to-call through the company's telephony provider: POST {TELEPHONY_API_URL}/calls with
 * `{ agent_number, customer_number, callback_url }` (numbers with +91) and the key as a bearer
 * token, answering `{ call_id }`. The provider then posts the call's callbacks to the webhook.
 * Recordings are fetched from the provider with the same key, and only from its own address.
 */
export function createLiveTelephony(config: LiveTelephonyConfig): Telephony {
  return {
    provider: 'live',
    async placeCall(call) {
      const response = await callProvider('telephony', config, '/calls', {
        method: 'POST',
        body: {
          agent_number: `+91${call.agent_number}`,
          customer_number: `+91${call.customer_number}`,
          callback_url: config.callbackUrl,
        },
      });
      const placed = ZPlaced.safeParse(response.body);
      if (response.status >= 300 || !placed.success) {
        throw new ProviderError('telephony', 'unavailable', { cause: `HTTP ${response.status}` });
      }
      return placed.data;
    },
    // The live provider's callbacks arrive through the webhook route, which calls the sink.
    onCallback: () => undefined,
    async fetchRecording(recordingRef): Promise<Recording> {
      if (!config.url || !config.apiKey) throw new ProviderError('telephony', 'not-configured');
      const base = config.url.replace(/\/+$/, '');
      if (!recordingRef.startsWith(`${base}/`)) {
        throw new ProviderError('telephony', 'unavailable', { cause: 'foreign recording address' });
      }
      let response: Response;
      try {
        response = await fetch(recordingRef, {
          headers: { authorization: `Bearer ${config.apiKey}` },
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (cause) {
        throw new ProviderError('telephony', 'unavailable', { cause });
      }
      if (!response.ok) {
        throw new ProviderError('telephony', 'unavailable', { cause: `HTTP ${response.status}` });
      }
      return {
        content_type: response.headers.get('content-type') ?? 'audio/mpeg',
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
    close: () => undefined,
  };
}
