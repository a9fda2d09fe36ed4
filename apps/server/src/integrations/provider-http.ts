import { ProviderError, type ProviderKind } from './provider-error';

/** How long a provider may take before the call counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The settings of a live driver: the provider's base URL and its API key. */
export interface LiveProviderConfig {
  provider: 'live';
  url?: string | undefined;
  apiKey?: string | undefined;
}

export interface ProviderResponse {
  status: number;
  body: unknown;
}

/**
 * One JSON call to a live provider with its bearer key. A missing URL or key is 'not
 * configured'; no answer, a timeout or a 5xx is 'unavailable'. Other statuses are the caller's
 * to read.
 */
export async function callProvider(
  provider: ProviderKind,
  config: LiveProviderConfig,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<ProviderResponse> {
  if (!config.url || !config.apiKey) throw new ProviderError(provider, 'not-configured');
  let response: Response;
  try {
    response = await fetch(`${config.url.replace(/\/+$/, '')}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ProviderError(provider, 'unavailable', { cause });
  }
  if (response.status >= 500) {
    throw new ProviderError(provider, 'unavailable', { cause: `HTTP ${response.status}` });
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  } catch (cause) {
    throw new ProviderError(provider, 'unavailable', { cause });
  }
}
