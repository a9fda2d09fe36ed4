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

const NEW_PASSWORD = 'Sofa2025bed';
const body = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
const reset = async (resetter: number, target: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reset-password/${target}/`,
    headers: bearer(await t.tokenFor(resetter)),
    payload: body,
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

  it('lets the Admin reset a Tech account, audited, and flags it for a new password', async () => {
    const response = await reset(1, 13);
    expect(response.statusCode).toBe(200);
    const [audit] = await auditOf(13);
    expect(audit).toMatchObject({
      actor_login_id: 1,
      actor_role: 'ADMIN',
      changes: { must_change_password: { before: false, after: true } },
      reason: 'Password reset by a team member',
    });
    const signedIn = await signIn(13, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.must_change_password).toBe(true);
  });
});
