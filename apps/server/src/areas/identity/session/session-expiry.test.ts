import { auditLog, sessions } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { SYSTEM_CALLER } from '../../../core/use-case';
import { setStaffActive } from './account-access';
import { hashToken } from './sessions';

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' } });
});
afterAll(() => t.close());

const details = (token: string) =>
  t.app.inject({ url: '/api/user-details/', headers: bearer(token) });
const lastSeen = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)))
  )[0]?.last_seen_at;

describe('session expiry', () => {
  it('ends a session left idle longer than SESSION_IDLE_MINUTES, and activity keeps it alive', async () => {
    const token = await t.tokenFor(4);
    t.clock.advance(29 * MINUTE);
    expect((await details(token)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await details(token)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    const response = await details(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      error: 'Token is expired or invalid',
    });
  });

  it('ends a session after SESSION_MAX_HOURS however active it is', async () => {
    const token = await t.tokenFor(3);
    for (let minutes = 20; minutes < 120; minutes += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await details(token)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await details(token)).statusCode).toBe(401);
  });

  it('notes activity at most once a minute', async () => {
    const token = await t.tokenFor(2);
    const opened = await lastSeen(token);
    t.clock.advance(30_000);
    await details(token);
    expect(await lastSeen(token)).toEqual(opened);
    t.clock.advance(31_000);
    await details(token);
    expect(await lastSeen(token)).toEqual(t.clock.now());
  });
});

describe('disabling an account', () => {
  it('revokes its sessions at once and records who did it', async () => {
    const token = await t.tokenFor(12);
    expect((await details(token)).statusCode).toBe(200);
    await setStaffActive(t.ctx, SYSTEM_CALLER, 12, false);
    expect((await details(token)).statusCode).toBe(401);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    expect(session?.revoked_at).toEqual(t.clock.now());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, '12')));
    expect(audit).toMatchObject({
      entity: 'staff',
      actor_login_id: null,
      actor_role: 'system',
      changes: { is_active: { before: true, after: false } },
    });
  });

  it('refuses even an open session once the account is inactive', async () => {
    const token = await t.tokenFor(13);
    await setStaffActive(t.ctx, SYSTEM_CALLER, 13, false);
    await setStaffActive(t.ctx, SYSTEM_CALLER, 13, true);
    // Re-enabling does not bring revoked sessions back.
    expect((await details(token)).statusCode).toBe(401);
    expect((await details(await t.tokenFor(13))).statusCode).toBe(200);
  });
});
