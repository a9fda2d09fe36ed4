import { DEMO_PASSWORD, demoAccount, seedStaff } from '@backoffice/db/seed';
import { auditLog, memberPods, staff } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What the resetter of the old screen typed: a reset takes no password any more.
const NEW_PASSWORD = 'Sofa2025bed';
const body = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
const reset = async (resetter: number, target: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reset-password/${target}/`,
    headers: bearer(await t.tokenFor(resetter)),
    payload: body,
  });
const signInAs = (account: { email: string }, password: string, role: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: account.email, password, role },
  });
const signIn = (loginId: number, password: string) => {
  const account = demoAccount(loginId);
  return t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: account.email, password, role: account.sign_in_role },
  });
};
const hashOf = async (loginId: number) =>
  (await t.db.select().from(staff).where(eq(staff.login_id, loginId)))[0]?.password_hash;
const auditOf = (loginId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, String(loginId))));

describe('who may reset whose password', () => {
  it.each([
    ['SALES', 12],
    ['OPS', 10],
    ['FINANCE', 7],
    ['a Team Leader', 6],
  ])("refuses %s the Admin's password with 403; the Admin still signs in", async (_, resetter) => {
    const before = await hashOf(1);
    const response = await reset(resetter, 1);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      error_code: 'identity.reset_protected_account',
      error: 'Only an Admin may reset the password of an Admin or Tech account',
    });
    expect(await hashOf(1)).toBe(before);
    expect(await auditOf(1)).toHaveLength(0);
    expect((await signIn(1, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(1, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a Tech account to everyone but an Admin', async () => {
    expect((await reset(12, 13)).statusCode).toBe(403);
    expect((await reset(13, 12)).statusCode).toBe(403);
    expect((await signIn(13, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an account that can do more than the resetter', async () => {
    const before = await hashOf(10);
    const response = await reset(12, 10);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error_code: 'identity.reset_more_capable_account',
      error: 'You may not reset the password of an account that can do more than you can',
    });
    expect(await hashOf(10)).toBe(before);
    expect((await reset(10, 11)).statusCode).toBe(403);
    expect((await reset(7, 8)).statusCode).toBe(403);
  });

  it("keeps a pod member's password to their pod leader", async () => {
    const member = await seedStaff(t.db, { role: 'OPS', login_role: 'Operations' });
    await t.db
      .insert(memberPods)
      .values({ login_id: member.login_id, pod_leader_login_id: 11, assigned_at: t.clock.now() });
    const outsider = await reset(10, member.login_id);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error).toBe(
      "Only this member's pod leader or an Admin may reset their password",
    );
    expect((await reset(11, member.login_id)).statusCode).toBe(200);
  });

  it('refuses Team Leader 9 the cancelling Team Leader 6, who keeps a power 9 lacks', async () => {
    const before = await hashOf(6);
    const response = await reset(9, 6);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error_code: 'identity.reset_more_capable_account',
      error: 'You may not reset the password of an account that can do more than you can',
    });
    expect(await hashOf(6)).toBe(before);
    expect(await auditOf(6)).toHaveLength(0);
    expect((await signIn(6, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a Team Leader, an OC agent', 9, { role: 'OC' }, 'cet', null],
    ['a Team Leader, an RT agent', 9, { role: 'RT' }, 'cet', null],
    ['a Team Leader, SALES', 9, { role: 'SALES' }, 'sales', null],
    ['SALES, another SALES', 12, { role: 'SALES' }, 'sales', null],
    [
      'OPS, another OPS in no pod',
      10,
      { role: 'OPS', login_role: 'Operations' },
      'operations',
      null,
    ],
    [
      'an OPS pod leader, a member of their pod',
      11,
      { role: 'OPS', login_role: 'Operations' },
      'operations',
      11,
    ],
  ] as const)(
    '%s: reset, and nothing the resetter knows signs the account in',
    async (_, resetter, fields, role, podLeader) => {
      const target = await seedStaff(t.db, fields);
      if (podLeader !== null) {
        await t.db.insert(memberPods).values({
          login_id: target.login_id,
          pod_leader_login_id: podLeader,
          assigned_at: t.clock.now(),
        });
      }
      const response = await reset(resetter, target.login_id);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(NEW_PASSWORD);
      for (const password of [NEW_PASSWORD, DEMO_PASSWORD]) {
        expect((await signInAs(target, password, role)).statusCode).toBe(401);
      }
    },
  );

  it('lets the Admin reset a Tech account, audited, with the password removed', async () => {
    const response = await reset(1, 13);
    expect(response.statusCode).toBe(200);
    expect(await hashOf(13)).toBeNull();
    const [audit] = await auditOf(13);
    expect(audit).toMatchObject({
      actor_login_id: 1,
      actor_role: 'ADMIN',
      changes: { password: { before: '[hidden]', after: '[hidden]' } },
    });
    expect(audit?.reason).toMatch(
      /^Password reset by a team member; a set-password link went by sms to X+\d{4}$/,
    );
    expect((await signIn(13, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(13, DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
