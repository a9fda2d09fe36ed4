import { loginRecords } from '@backoffice/db/schema';
import { SESSION_COOKIE } from '@backoffice/domain/identity';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../../integrations/company-sign-in/test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PUBLIC_URL = 'http://backoffice.test';
const CLIENT = { clientId: 'backoffice', clientSecret: 'company-sign-in-test-secret' };

let op: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startTestOidcProvider({
    ...CLIENT,
    redirectUri: `${PUBLIC_URL}/api/company-sign-in/callback`,
    accounts: ['Operations@Backoffice.test', 'stranger@backoffice.test'],
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_ALLOW_INSECURE: '1',
    },
  });
});
afterAll(async () => {
  await t.close();
  await op.close();
});

/**
 * Start -> provider sign-in -> callback, as a browser would; answers the final fragment and the
 * session cookie the callback set (empty when it set none).
 */
async function companySignIn(email: string, role: string, returnTo = '/import-orders') {
  const query = new URLSearchParams({ role, return_to: returnTo });
  const start = await t.app.inject({ url: `/api/company-sign-in/start?${query}` });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const callback = await op.signInAs(String(start.headers.location), email);
  const done = await t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie },
  });
  expect(done.statusCode).toBe(302);
  const location = String(done.headers.location);
  expect(location.startsWith('/login#')).toBe(true);
  const setCookies = [done.headers['set-cookie'] ?? []].flat();
  const session = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return {
    fragment: new URLSearchParams(location.slice('/login#'.length)),
    session: session.split(';')[0] ?? '',
  };
}

const lastRecord = async (username: string) =>
  (
    await t.db
      .select()
      .from(loginRecords)
      .where(eq(loginRecords.username, username))
      .orderBy(desc(loginRecords.id))
      .limit(1)
  )[0];

describe('company sign-in', () => {
  it('says it is configured', async () => {
    expect((await t.app.inject({ url: '/api/console-config/' })).json().company_sign_in).toEqual({
      configured: true,
    });
  });

  it('signs the mapped staff account in with the chosen role, by cookie only', async () => {
    const { fragment, session } = await companySignIn('operations@backoffice.test', 'operations');
    expect(fragment.get('return_to')).toBe('/import-orders');
    expect(fragment.get('company_signed_in')).toBe('1');
    expect([...fragment.values()].join()).not.toContain(session.split('=')[1]);
    const details = await t.app.inject({ url: '/api/user-details/', headers: { cookie: session } });
    expect(details.json().user).toMatchObject({
      login_id: 10,
      email: 'operations@backoffice.test',
    });
    expect(await lastRecord('operations@backoffice.test')).toMatchObject({
      event: 'sign-in',
      role: 'operations',
      login_id: 10,
    });
  });

  it('refuses an e-mail of no staff account with the clear message, and records it', async () => {
    const { fragment, session } = await companySignIn('stranger@backoffice.test', 'cet');
    expect(fragment.get('company_error')).toBe('You are not Authorised User!');
    expect(fragment.get('company_signed_in')).toBeNull();
    expect(session).toBe('');
    expect(await lastRecord('stranger@backoffice.test')).toMatchObject({
      event: 'failure',
      reason: 'company-no-account',
    });
  });

  it("passes the provider's own refusal on when it knows no such account", async () => {
    const { fragment } = await companySignIn('nobody@elsewhere.test', 'cet');
    expect(fragment.get('company_error')).toMatch(
      /^The company account provider refused the sign-in: access_denied/,
    );
  });

  it('refuses a role the account does not hold', async () => {
    const { fragment } = await companySignIn('operations@backoffice.test', 'finance');
    expect(fragment.get('company_error')).toBe('You are not Authorised User!');
    expect(await lastRecord('operations@backoffice.test')).toMatchObject({
      event: 'failure',
      reason: 'company-role-not-held',
    });
  });

  it('returns home rather than to another site', async () => {
    const { fragment } = await companySignIn(
      'operations@backoffice.test',
      'operations',
      '//evil.example/',
    );
    expect(fragment.get('return_to')).toBe('/');
  });

  it('refuses a callback without the signed cookie, or with a forged one', async () => {
    const start = await t.app.inject({ url: '/api/company-sign-in/start?role=operations' });
    const callback = await op.signInAs(
      String(start.headers.location),
      'operations@backoffice.test',
    );
    const url = `${callback.pathname}${callback.search}`;
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    for (const headers of [{}, { cookie: `${cookie.slice(0, -3)}abc` }]) {
      const response = await t.app.inject({ url, headers });
      expect(response.headers.location).toBe(
        `/login#${new URLSearchParams({ company_error: 'The company sign-in expired or was started in another browser. Please try again.' })}`,
      );
    }
  });

  it('keeps the provider checks in an http-only cookie limited to the sign-in paths', async () => {
    const start = await t.app.inject({ url: '/api/company-sign-in/start?role=cet' });
    expect(String(start.headers['set-cookie'])).toMatch(
      /^bo_company_sign_in=[\w-]+\.[\w-]+; Path=\/api\/company-sign-in; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });

  it('answers 400 to a start without a role', async () => {
    const response = await t.app.inject({ url: '/api/company-sign-in/start' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Role is Required!');
  });
});

describe('company sign-in when not configured', () => {
  it('answers 503 "Company sign-in is not configured"', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ url: '/api/company-sign-in/start?role=cet' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'NOT_CONFIGURED',
        error: 'Company sign-in is not configured',
      });
    } finally {
      await bare.close();
    }
  });
});
