import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../test/log-lines';
import { createTestApp, type TestApp } from '../test/test-app';

const log = logLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
});
afterAll(() => t.close());

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** The answer is the error envelope, its request id in the x-request-id header and in a log line. */
function expectEnvelope(answer: Answer, status: number, code: string) {
  expect(answer.statusCode).toBe(status);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code, error_code: code });
  expect(body.request_id).toEqual(expect.any(String));
  expect(answer.headers['x-request-id']).toBe(body.request_id);
  expect(log.lines.some((l) => l.request_id === body.request_id && l.status === status)).toBe(true);
}

const json = { 'content-type': 'application/json' };

describe('refusals before routing answer the error envelope and are logged', () => {
  it('a path that is not a valid URL: 400', async () => {
    expectEnvelope(await t.app.inject({ url: '/api/staff/%ZZ/' }), 400, 'BAD_REQUEST');
  });

  it('a path parameter longer than the router takes: 414', async () => {
    const answer = await t.app.inject({ url: `/api/staff/${'1'.repeat(200)}/` });
    expectEnvelope(answer, 414, 'URI_TOO_LONG');
  });

  it('malformed JSON: 400', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: json,
      payload: '{"username":',
    });
    expectEnvelope(answer, 400, 'BAD_REQUEST');
  });

  it('a content type the API does not read: 415', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectEnvelope(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body above the limit: 413', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: json,
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('headers above the size limit, refused by the HTTP parser: 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE');
  });
});
