import { AppError } from '../core/errors';

/** The outside services the console calls, by the name their failures carry. */
export const PROVIDER_NAMES = {
  gst: 'GST verification',
  messages: 'Messaging',
  courier: 'Courier tracking',
  payments: 'The payments provider',
  telephony: 'Telephony',
  erpStock: 'ERP stock',
  giftCards: 'The gift card provider',
  leadCrm: 'The lead CRM',
  printing: 'The print service',
  bankAccounts: 'Bank account verification',
} as const;
export type ProviderKind = keyof typeof PROVIDER_NAMES;

/**
 * A provider that did not do what was asked: down, timed out or refusing (503 UNAVAILABLE), or
 * not set up on this server (503 NOT_CONFIGURED). The use case stops before writing anything.
 */
export class ProviderError extends AppError {
  override name = 'ProviderError';

  constructor(
    readonly provider: ProviderKind,
    reason: 'unavailable' | 'not-configured',
    options: { cause?: unknown } = {},
  ) {
    const what = PROVIDER_NAMES[provider];
    super(reason === 'unavailable' ? 'UNAVAILABLE' : 'NOT_CONFIGURED', {
      message:
        reason === 'unavailable'
          ? `${what} is unavailable. Try again later.`
          : `${what} is not configured`,
    });
    this.cause = options.cause;
  }
}

/** What a sandbox driver offers a test: making the provider fail as if it were down. */
export interface SandboxSwitch {
  /** While down, every call fails with ProviderError 'unavailable'. */
  setDown(down: boolean): void;
}

/** The down/up state shared by the sandbox drivers. */
export function sandboxSwitch(provider: ProviderKind) {
  let down = false;
  return {
    setDown: (value: boolean) => void (down = value),
    /** Throws as the real provider's outage would. */
    check: () => {
      if (down) throw new ProviderError(provider, 'unavailable');
    },
  };
}
