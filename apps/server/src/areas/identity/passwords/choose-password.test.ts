import { hashPassword } from '@backoffice/db';
import { DEMO_PASSWORD, demoAccount } from '@backoffice/db/seed';
import { auditLog, sessions, staff } from '@backoffice/db/schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GIVEN_PASSWORD = 'Given2025pass';
const CHOSEN_PASSWORD = 'Chosen2025pass';
const sales = demoAccount(12);
const signIn = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: sales.email, password, role: sales.sign_in_role },
  });
const choose = (token: string, password: string, confirm = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/choose-password/',
    headers: bearer(token),
    payload: { new_password: password, confirm_password: confirm },
  });
const flagOf = async () =>
  (await t.db.select().from(staff).where(eq(staff.login_id, 12)))[0]?.must_change_password;

describe("choosing one's own password after a first one someone gave", () => {
  it('signs in the demo accounts without asking for a new password', async () => {
    const response = await signIn(DEMO_PASSWORD);
    expect(response.json().user.must_change_password).toBe(false);
    expect(await t.db.$count(staff, eq(staff.must_change_password, true))).toBe(0);
  });

  it('refuses a user who has no given password to replace', async () => {
    const response = await choose(await t.tokenFor(12), CHOSEN_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'There is no given password to replace: use Change Password',
    );
  });

  it('says so at sign-in after a given password, then takes a new password that differs', async () => {
    // What a retail manager's member creation leaves: a first password the manager knows.
    await t.db
      .update(staff)
      .set({ password_hash: await hashPassword(GIVEN_PASSWORD), must_change_password: true })
      .where(eq(staff.login_id, 12));

    const giverSession = await signIn(GIVEN_PASSWORD);
    const signedIn = await signIn(GIVEN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.must_change_password).toBe(true);
    const token: string = signedIn.json().token;
    const details = await t.app.inject({ url: '/api/user-details/', headers: bearer(token) });
    expect(details.json().user.must_change_password).toBe(true);

    // Until a new password is chosen, the account may only read itself, choose one or sign out.
    const work = await t.app.inject({ url: '/api/product-catalog/', headers: bearer(token) });
    expect(work.statusCode).toBe(403);
    expect(work.json()).toMatchObject({
      success: false,
      code: 'PASSWORD_CHOICE_REQUIRED',
      error: 'Your password was given by someone else: choose your own before you go on',
    });

    const same = await choose(token, GIVEN_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({
      new_password: 'New password must differ from the current one',
    });
    expect((await choose(token, CHOSEN_PASSWORD, 'Other2025x')).statusCode).toBe(400);
    expect(await flagOf()).toBe(true);

    const chosen = await choose(token, CHOSEN_PASSWORD);
    expect(chosen.statusCode).toBe(200);
    expect(await flagOf()).toBe(false);
    const after = await t.app.inject({ url: '/api/product-catalog/', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
    const open = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.login_id, 12), isNull(sessions.revoked_at)));
    expect(open.map((s) => s.id)).toEqual([expect.any(String)]);
    const first = await t.app.inject({
      url: '/api/user-details/',
      headers: bearer(giverSession.json().token),
    });
    expect(first.statusCode).toBe(401);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, '12')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actor_login_id: 12,
      changes: { must_change_password: { before: true, after: false } },
      reason: 'Chose a password after a given first one',
    });

    expect((await signIn(GIVEN_PASSWORD)).statusCode).toBe(401);
    const again = await signIn(CHOSEN_PASSWORD);
    expect(again.json().user.must_change_password).toBe(false);
  });
});
