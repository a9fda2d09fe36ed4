import { CONSOLE_HEADER, SESSION_COOKIE } from '@backoffice/domain/identity';
import { demoAccount, DEMO_PASSWORD } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ env: { SERVED_OVER_HTTPS: '1' } });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

/** Signs demo account 4 in as the console does; answers the Set-Cookie header of the answer. */
async function consoleSignIn(app: TestApp): Promise<string> {
  const account = demoAccount(4);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: account.email, password: DEMO_PASSWORD, role: account.sign_in_role },
  });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']);
}

/** The Cookie request header a browser sends back for a Set-Cookie header. */
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';

const GO_ON_BREAK = {
  method: 'POST',
  url: '/api/update-user-status/',
  payload: { action_type: 1 },
} as const;

describe('browser defence headers', () => {
  it('answers with the CSP, no framing, no sniffing, no referrer and the permissions policy', async () => {
    const { headers } = await t.app.inject({ url: '/api/health' });
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('sends Strict-Transport-Security only when served over HTTPS', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const { headers } = await https.app.inject({ url: '/api/health' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('the session cookie', () => {
  it('is set HttpOnly and SameSite=Strict on sign-in, Secure only over HTTPS', async () => {
    const setCookie = await consoleSignIn(t);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api');
    expect(setCookie).not.toContain('Secure');
    expect(await consoleSignIn(https)).toContain('; Secure');
  });

  it('signs reads in by itself', async () => {
    const cookie = cookieOf(await consoleSignIn(t));
    const details = await t.app.inject({ url: '/api/user-details/', headers: { cookie } });
    expect(details.statusCode).toBe(200);
    expect(details.json().user.login_id).toBe(4);
  });

  it("refuses a write without the console's header, and takes it with the header", async () => {
    const cookie = cookieOf(await consoleSignIn(t));
    const refused = await t.app.inject({ ...GO_ON_BREAK, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CONSOLE_HEADER_MISSING' });
    const taken = await t.app.inject({
      ...GO_ON_BREAK,
      headers: { cookie, [CONSOLE_HEADER]: '1' },
    });
    expect(taken.statusCode).toBe(200);
  });

  it('leaves API clients on the bearer token, which needs no header', async () => {
    const response = await t.app.inject({ ...GO_ON_BREAK, headers: bearer(await t.login(4)) });
    expect(response.statusCode).toBe(200);
  });

  it('is cleared on sign-out, and the session it held no longer signs anything in', async () => {
    const cookie = cookieOf(await consoleSignIn(t));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { cookie, [CONSOLE_HEADER]: '1' },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`),
    );
    const after = await t.app.inject({ url: '/api/user-details/', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(String(after.headers['set-cookie'])).toContain('Max-Age=0');
  });
});

describe('/api/docs', () => {
  it('is for signed-in staff only', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const cookie = cookieOf(await consoleSignIn(t));
    expect((await t.app.inject({ url: '/api/docs/json', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const page = await t.app.inject({ url: '/api/docs', headers: bearer(await t.login(4)) });
    expect(page.statusCode).toBeLessThan(400);
  });
});
