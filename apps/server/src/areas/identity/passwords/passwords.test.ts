import { DEMO_PASSWORD, seedStaff } from '@backoffice/db/seed';
import { auditLog, sessions, staff } from '@backoffice/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Sofa2025bed';
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const hashOf = async (loginId: number) =>
  (await t.db.select().from(staff).where(eq(staff.login_id, loginId)))[0]?.password_hash;
const openSessions = (loginId: number) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.login_id, loginId), isNull(sessions.revoked_at)));
const auditOf = (loginId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, String(loginId))));
const signIn = (email: string, password: string, role: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: email, password, role },
  });

describe('POST /api/change-password/', () => {
  it('changes the own password, keeps this session and ends the others', async () => {
    const other = await t.login(4);
    const mine = await t.login(4);
    const response = await post('/api/change-password/', mine, {
      old_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ url: '/api/user-details/', headers: bearer(mine) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user-details/', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect((await signIn('cet.agent@backoffice.test', DEMO_PASSWORD, 'cet')).statusCode).toBe(401);
    expect((await signIn('cet.agent@backoffice.test', NEW_PASSWORD, 'cet')).statusCode).toBe(200);

    const [audit] = await auditOf(4);
    expect(audit).toMatchObject({
      actor_login_id: 4,
      changes: { password: { before: '[hidden]', after: '[hidden]' } },
      reason: 'Changed own password',
    });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it.each([
    [
      { old_password: 'Wrong@1234', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      'old_password',
      'Current Password is incorrect!',
    ],
    [
      { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: 'Other2025x' },
      'confirm_password',
      'Passwords do not match!',
    ],
    [
      { old_password: DEMO_PASSWORD, new_password: 'short1', confirm_password: 'short1' },
      'new_password',
      'Password must be at least 8 characters',
    ],
    [
      { old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
      'new_password',
      'New password must differ from the current one',
    ],
  ])('answers 400 to %j and changes nothing', async (payload, field, message) => {
    const before = await hashOf(3);
    const response = await post('/api/change-password/', await t.tokenFor(3), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      error: message,
      fields: { [field]: message },
    });
    expect(await hashOf(3)).toBe(before);
    expect(await auditOf(3)).toHaveLength(0);
  });
});

describe('POST /api/reset-password/:login_id/', () => {
  const body = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };

  it("removes a team agent's password, ends all their sessions and records the actor", async () => {
    const agent = await seedStaff(t.db, { role: 'OC', email: 'oc.only@backoffice.test' });
    await t.tokenFor(agent.login_id, 'cet');
    await t.tokenFor(agent.login_id, 'cet');
    const response = await post(
      `/api/reset-password/${agent.login_id}/`,
      await t.tokenFor(6),
      body,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, channel: 'sms' });
    expect(await openSessions(agent.login_id)).toHaveLength(0);
    expect(await hashOf(agent.login_id)).toBeNull();
    expect((await signIn(agent.email, NEW_PASSWORD, 'cet')).statusCode).toBe(401);
    expect((await signIn(agent.email, DEMO_PASSWORD, 'cet')).statusCode).toBe(401);
    const [audit] = await auditOf(agent.login_id);
    expect(audit).toMatchObject({
      actor_login_id: 6,
      actor_role: 'TEAML',
      changes: { password: { before: '[hidden]', after: '[hidden]' } },
    });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses the own account, unknown users and a bad id without changing anything', async () => {
    const teamLeader = await t.tokenFor(9);
    const own = await post('/api/reset-password/9/', teamLeader, body);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      error: 'Use Change Password for your own account',
      fields: { login_id: 'Use Change Password for your own account' },
    });
    const unknown = await post('/api/reset-password/999/', teamLeader, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('User not found');
    const badId = await post('/api/reset-password/abc/', teamLeader, body);
    expect(badId.statusCode).toBe(400);
    expect(await auditOf(9)).toHaveLength(0);
  });

  it('is forbidden to roles that cannot reset passwords, whatever the body', async () => {
    const before = await hashOf(5);
    for (const payload of [body, {}]) {
      expect((await post('/api/reset-password/5/', await t.tokenFor(26), payload)).statusCode).toBe(
        403,
      );
    }
    expect(await hashOf(5)).toBe(before);
  });
});
