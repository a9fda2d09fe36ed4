import { createLiveCourier } from './courier/courier.live';
import { createSandboxCourier } from './courier/courier.sandbox';
import type { CourierTracker } from './courier/courier';
import { createLiveGst } from './gst/gst.live';
import { createSandboxGst } from './gst/gst.sandbox';
import type { GstVerifier } from './gst/gst';
import { createLiveMessages } from './messages/messages.live';
import { createSandboxMessages } from './messages/messages.sandbox';
import type { MessageSender } from './messages/messages';
import type { LiveProviderConfig } from './provider-http';

/** A provider kind's driver: the sandbox (default) or the live service. */
export type ProviderConfig = { provider: 'sandbox' } | LiveProviderConfig;

export interface IntegrationsConfig {
  gst: ProviderConfig;
  messages: ProviderConfig;
  courier: ProviderConfig;
}

/** The outside services the use cases call, each behind its interface. */
export interface Integrations {
  gst: GstVerifier;
  messages: MessageSender;
  courier: CourierTracker;
}

/** The drivers configuration picks (GST_PROVIDER, MESSAGES_PROVIDER, COURIER_PROVIDER). */
export function createIntegrations(config: IntegrationsConfig, now: () => Date): Integrations {
  return {
    gst: config.gst.provider === 'live' ? createLiveGst(config.gst) : createSandboxGst(),
    messages:
      config.messages.provider === 'live'
        ? createLiveMessages(config.messages)
        : createSandboxMessages(now),
    courier:
      config.courier.provider === 'live'
        ? createLiveCourier(config.courier)
        : createSandboxCourier(),
  };
}

/** The environment variables of one provider kind, as ZEnv reads them. */
interface ProviderEnv {
  provider: 'sandbox' | 'live';
  url?: string | undefined;
  apiKey?: string | undefined;
}

const providerConfig = ({ provider, url, apiKey }: ProviderEnv): ProviderConfig =>
  provider === 'live' ? { provider, url, apiKey } : { provider };

/** Reads the drivers from the checked environment. */
export function readIntegrationsConfig(env: {
  GST_PROVIDER: 'sandbox' | 'live';
  GST_API_URL?: string | undefined;
  GST_API_KEY?: string | undefined;
  MESSAGES_PROVIDER: 'sandbox' | 'live';
  MESSAGES_API_URL?: string | undefined;
  MESSAGES_API_KEY?: string | undefined;
  COURIER_PROVIDER: 'sandbox' | 'live';
  COURIER_API_URL?: string | undefined;
  COURIER_API_KEY?: string | undefined;
}): IntegrationsConfig {
  return {
    gst: providerConfig({
      provider: env.GST_PROVIDER,
      url: env.GST_API_URL,
      apiKey: env.GST_API_KEY,
    }),
    messages: providerConfig({
      provider: env.MESSAGES_PROVIDER,
      url: env.MESSAGES_API_URL,
      apiKey: env.MESSAGES_API_KEY,
    }),
    courier: providerConfig({
      provider: env.COURIER_PROVIDER,
      url: env.COURIER_API_URL,
      apiKey: env.COURIER_API_KEY,
    }),
  };
}
