import { auditLog, staff, staffStatusPeriods } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toggle = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/update-user-status/',
    headers: bearer(token),
    payload: payload as object,
  });
const periodsOf = (loginId: number) =>
  t.db.select().from(staffStatusPeriods).where(eq(staffStatusPeriods.login_id, loginId));
const staffRow = async (loginId: number) =>
  (await t.db.select().from(staff).where(eq(staff.login_id, loginId)))[0];

describe('POST /api/update-user-status/', () => {
  it('goes on Break (1) and back to Work (2), keeping the periods and the audit trail', async () => {
    const token = await t.tokenFor(2);
    const started = t.clock.now().toISOString();
    const onBreak = await toggle(token, { action_type: 1 });
    expect(onBreak.statusCode).toBe(200);
    expect(onBreak.json()).toEqual({ success: true, status: 'break' });
    expect((await staffRow(2))?.status).toBe('break');

    t.clock.advance(10 * 60_000);
    const ended = t.clock.now().toISOString();
    expect((await toggle(token, { action_type: 2 })).json()).toEqual({
      success: true,
      status: 'working',
    });
    const row = await staffRow(2);
    expect(row).toMatchObject({ status: 'working', version: 3 });

    const activity = await t.app.inject({ url: '/api/activity/', headers: bearer(token) });
    expect(activity.json()).toEqual({
      login_id: 2,
      // Signing in opened the first Working period; the Break cut it short.
      working: [
        { start: ended, end: null },
        { start: started, end: started },
      ],
      break: [{ start: started, end: ended }],
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, '2')));
    expect(audit.map((a) => [a.actor_login_id, a.actor_role, a.changes, a.reason])).toEqual([
      [2, 'CET,OC', { status: { before: 'working', after: 'break' } }, 'Going on Break'],
      [2, 'CET,OC', { status: { before: 'break', after: 'working' } }, 'Back to Work'],
    ]);
    expect(audit[0]?.request_id).toBe(onBreak.headers['x-request-id']);
  });

  it('changes nothing when asked for the status the user is already in', async () => {
    const token = await t.tokenFor(3);
    expect((await toggle(token, { action_type: 2 })).json()).toEqual({
      success: true,
      status: 'working',
    });
    // Only the Working period that signing in opened.
    expect(await periodsOf(3)).toMatchObject([{ status: 'working', ended_at: null }]);
    expect((await staffRow(3))?.version).toBe(1);
  });

  it('keeps one open period when the same switch arrives twice at once', async () => {
    const token = await t.tokenFor(26);
    const answers = await Promise.all([
      toggle(token, { action_type: 1 }),
      toggle(token, { action_type: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const periods = await periodsOf(26);
    expect(periods.filter((p) => p.ended_at === null)).toHaveLength(1);
  });

  it.each([{ action_type: 3 }, { action_type: '1' }, {}])(
    'answers 400 to %j and changes nothing',
    async (payload) => {
      const token = await t.tokenFor(4);
      const periodsBefore = await periodsOf(4);
      const response = await toggle(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        error: 'action_type must be 1 (Break) or 2 (Working)',
      });
      expect(await periodsOf(4)).toEqual(periodsBefore);
      expect((await staffRow(4))?.status).toBe('working');
    },
  );

  it('is forbidden to roles without the toggle, whatever the body', async () => {
    for (const payload of [{ action_type: 1 }, { action_type: 'nonsense' }]) {
      const response = await toggle(await t.tokenFor(7), payload);
      expect(response.statusCode).toBe(403);
    }
    expect((await staffRow(7))?.status).toBe('working');
  });
});

describe('GET /api/activity/ and /api/activity/:login_id/', () => {
  it("lets a Team Leader read a team member's periods", async () => {
    const response = await t.app.inject({
      url: '/api/activity/2/',
      headers: bearer(await t.tokenFor(6)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().break).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.app.inject({
      url: '/api/activity/999/',
      headers: bearer(await t.tokenFor(6)),
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses another user's periods to a non-Team Leader, and the own list to roles without it", async () => {
    expect(
      (await t.app.inject({ url: '/api/activity/3/', headers: bearer(await t.tokenFor(2)) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/activity/', headers: bearer(await t.tokenFor(1)) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/activity/', headers: bearer(await t.tokenFor(12)) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the activity clock follows sign-in and sign-out', () => {
  // Login id 25 signs in nowhere else in this file.
  it('opens a Working period at sign-in and ends it at the last sign-out', async () => {
    const first = await t.tokenFor(25);
    const second = await t.tokenFor(25);
    expect(await periodsOf(25)).toMatchObject([{ status: 'working', ended_at: null }]);

    t.clock.advance(60_000);
    await t.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(first) });
    expect(await periodsOf(25)).toMatchObject([{ ended_at: null }]);

    t.clock.advance(60_000);
    await t.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(second) });
    expect(await periodsOf(25)).toMatchObject([{ status: 'working', ended_at: t.clock.now() }]);
  });
});
