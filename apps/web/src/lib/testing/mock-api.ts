/** Test helper: answers the console's fetch calls from a table of `METHOD /path/` handlers. */
import { CONSOLE_HEADER } from '@backoffice/domain/identity';
import { afterEach, vi } from 'vitest';

export interface ApiReply {
  status?: number;
  body: unknown;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  /** The console's own header, which the server requires of writes signed in by the cookie. */
  consoleHeader: string | null;
  credentials: RequestCredentials | undefined;
}

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const reply = ({ status = 200, body }: ApiReply) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs fetch; unknown calls answer 404 'API Not Found'. Returns the calls made, in order. */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
      consoleHeader: headers.get(CONSOLE_HEADER),
      credentials: init.credentials,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return reply({ status: 404, body: { error: 'API Not Found' } });
    return reply(typeof handler === 'function' ? handler(call) : handler);
  });
  return calls;
}
