import { DEMO_PASSWORD, demoAccount, seedStaff } from '@backoffice/db/seed';
import { loginRecords, sessions } from '@backoffice/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = demoAccount(10);
const loginAs = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload, remoteAddress });

describe('POST /api/login/', () => {
  it('signs in with e-mail, password and a held role, answering a token and the user', async () => {
    const response = await loginAs({
      username: ' Operations@Backoffice.test ',
      password: DEMO_PASSWORD,
      role: 'operations',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      login_id: 10,
      role: 'OPS',
      login_role: 'Operations',
      status: 'working',
    });
    expect(body.access_config).toEqual(t.config.access);

    const details = await t.app.inject({ url: '/api/user-details/', headers: bearer(body.token) });
    expect(details.statusCode).toBe(200);
    expect(details.json().user.email).toBe(ops.email);
  });

  it('keeps only the SHA-256 of the token: no row holds the token itself', async () => {
    const token = await t.login(4);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    expect(row).toMatchObject({ login_id: 4, sign_in_role: 'cet' });
    const dump = await t.db.execute(sql`select row_to_json(s)::text as row from sessions s`);
    expect(JSON.stringify(dump)).not.toContain(token);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS and no detail', async () => {
    const response = await loginAs(
      { username: ops.email, password: 'Wrong@1234', role: 'operations' },
      '10.0.1.1',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid email or password',
    });
    expect(response.json().detail).toBeUndefined();
  });

  it('refuses an unknown e-mail exactly like a wrong password', async () => {
    const response = await loginAs(
      { username: 'nobody@backoffice.test', password: DEMO_PASSWORD, role: 'cet' },
      '10.0.1.2',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a role the account does not hold with 403 "You are not Authorised User!"', async () => {
    const response = await loginAs(
      { username: ops.email, password: DEMO_PASSWORD, role: 'finance' },
      '10.0.1.3',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ROLE_NOT_HELD',
      error: 'You are not Authorised User!',
    });
  });

  it('refuses a disabled account with the same 403', async () => {
    const row = await seedStaff(t.db, { role: 'SALES', is_active: false });
    const response = await loginAs(
      { username: row.email, password: DEMO_PASSWORD, role: 'sales' },
      '10.0.1.4',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ROLE_NOT_HELD');
  });

  it.each([
    [{ username: '', password: 'x', role: 'cet' }, 'username', 'Email is Required!'],
    [{ username: 'not-an-email', password: 'x', role: 'cet' }, 'username', 'Invalid Email Id!'],
    [{ username: 'a@b.co', password: '', role: 'cet' }, 'password', 'Password is Required!'],
    [{ username: 'a@b.co', password: 'x', role: 'boss' }, 'role', 'Role is Required!'],
  ])('answers 400 with the schema message for %j', async (payload, field, message) => {
    const before = await t.db.$count(loginRecords);
    const response = await loginAs(payload, '10.0.1.5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      error: message,
      fields: { [field]: message },
    });
    expect(await t.db.$count(loginRecords)).toBe(before);
  });

  it('writes a login record for every sign-in and failure, with the reason', async () => {
    await loginAs(
      { username: 'tech@backoffice.test', password: 'Nope@1234', role: 'tech' },
      '10.0.2.1',
    );
    await loginAs(
      { username: 'tech@backoffice.test', password: DEMO_PASSWORD, role: 'tech' },
      '10.0.2.1',
    );
    const rows = await t.db
      .select()
      .from(loginRecords)
      .where(eq(loginRecords.username, 'tech@backoffice.test'))
      .orderBy(desc(loginRecords.id));
    expect(rows.map((r) => [r.event, r.reason, r.login_id, r.role, r.address])).toEqual([
      ['sign-in', null, 13, 'tech', '10.0.2.1'],
      ['failure', 'wrong-password', 13, 'tech', '10.0.2.1'],
    ]);
  });
});

describe('POST /api/logout/', () => {
  it('revokes the session and records the sign-out', async () => {
    const token = await t.login(12);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const again = await t.app.inject({ url: '/api/user-details/', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Token is expired or invalid',
    });
    const [last] = await t.db
      .select()
      .from(loginRecords)
      .where(eq(loginRecords.login_id, 12))
      .orderBy(desc(loginRecords.id))
      .limit(1);
    expect(last?.event).toBe('sign-out');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/' });
    expect(response.statusCode).toBe(401);
  });
});
