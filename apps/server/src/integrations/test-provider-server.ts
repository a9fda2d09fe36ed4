import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the fake provider answers: a status and a JSON body (a string is sent as is). */
export type ProviderReply = { status: number; body?: unknown };

export interface FakeProvider {
  url: string;
  requests: ProviderRequest[];
  close(): Promise<void>;
}

/** A local HTTP server playing a provider, for the live drivers' tests. */
export async function startFakeProvider(
  reply: (request: ProviderRequest) => ProviderReply,
): Promise<FakeProvider> {
  const requests: ProviderRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: raw === '' ? null : (JSON.parse(raw) as unknown),
      };
      requests.push(request);
      const { status, body } = reply(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
