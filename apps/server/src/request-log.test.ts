import { DEMO_PASSWORD, DEMO_STAFF } from '@backoffice/db/seed';
import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_MODULES } from './areas/index';
import type { AreaModule } from './core/http';
import type { SandboxMessages } from './integrations/messages/messages.sandbox';
import { logLines } from './test/log-lines';
import { callsAs } from './test/order-calls';
import { seedRefund } from './test/refund-fixtures';
import { createTestApp, type TestApp } from './test/test-app';
import { REDACTED } from './plugins/request-log';

const FINANCE = 7;

/** Every API route as registered, with its options' config. */
const routes: { url: string; secretParams: readonly string[] }[] = [];
const capture: AreaModule = (api) => {
  api.addHook('onRoute', (route) => {
    routes.push({ url: route.url, secretParams: route.config?.secretParams ?? [] });
  });
};

const log = logLines();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    modules: [capture, ...AREA_MODULES],
    logStream: log.stream,
  });
  const refund = await seedRefund(t, { amount_paise: 45_000 });
  const sent = await callsAs(t).post(P.sendBankDetailsFormUrl, FINANCE, {
    refund_id: refund.id,
    version: refund.version,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const text = (t.ctx.integrations.messages as SandboxMessages).sent.at(-1)?.text ?? '';
  token = /\/refund-bank-details\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  expect(token).toHaveLength(43);
});
afterAll(() => t.close());

const page = (value: string) => refundPath(P.bankDetailsForm, { token: value });
const requestLines = () => log.lines.filter((line) => line.msg === 'request');

describe('the request log', () => {
  it("never holds a link's token: the path shows it redacted, the query is left out", async () => {
    const before = log.lines.length;
    const opened = await t.app.inject({ url: `${page(token)}?token=${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: page(token),
      payload: { account_holder_name: 'A', account_number: '1', ifsc: 'x' },
    });
    expect(submitted.statusCode).toBe(400);
    const written = log.lines.slice(before);
    expect(JSON.stringify(written)).not.toContain(token);
    expect(requestLines().slice(-2)).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: P.bankDetailsForm.replace(':token', REDACTED),
        status: 200,
      }),
      expect.objectContaining({
        method: 'POST',
        path: P.bankDetailsForm.replace(':token', REDACTED),
        status: 400,
      }),
    ]);
  });

  it('keeps the path of other routes as it was asked, without the query', async () => {
    await t.app.inject({ url: '/api/console-config/?token=abc' });
    expect(requestLines().at(-1)).toMatchObject({ path: '/api/console-config/', status: 200 });
  });

  it('is told by every route with a token in its path to redact it', () => {
    const withToken = routes.filter((route) => /:\w*token/i.test(route.url));
    expect(withToken.length).toBeGreaterThan(0);
    for (const route of withToken) {
      const names = [...route.url.matchAll(/:(\w*token\w*)/gi)].map((m) => m[1]);
      expect(route.secretParams, route.url).toEqual(expect.arrayContaining(names));
    }
  });
});

describe('Cache-Control: no-store', () => {
  it("on every answer of a link's page, found or not", async () => {
    for (const url of [page(token), page('a'.repeat(43)), page('short')]) {
      const answer = await t.app.inject({ url });
      expect(answer.headers['cache-control'], `${answer.statusCode}`).toBe('no-store');
    }
  });

  it('on the sign-in answer, which carries the session token, and its refusal', async () => {
    const admin = DEMO_STAFF[0];
    const body = { username: admin?.email, password: DEMO_PASSWORD, role: admin?.sign_in_role };
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/login/', payload: body });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { ...body, password: 'wrong-password' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('not on answers that carry no secret', async () => {
    const config = await t.app.inject({ url: '/api/console-config/' });
    expect(config.headers['cache-control']).toBeUndefined();
  });
});
