import { vi } from 'vitest';

/**
 * Test helper: records the full address (with its query) of every call, on top of the fetch
 * stub of mockApi (which matches calls by path only). Call it after mockApi.
 */
export function recordRequestUrls(): string[] {
  const urls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return answer(input, init);
  });
  return urls;
}
