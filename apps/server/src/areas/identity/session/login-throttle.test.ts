import { DEMO_PASSWORD } from '@backoffice/db/seed';
import { loginRecords } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
      LOGIN_FAILURE_WINDOW_MINUTES: '15',
    },
  });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, role: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username, password, role },
    remoteAddress,
  });

describe('sign-in throttling per account', () => {
  const user = 'sales@backoffice.test';

  it('answers 429 after N failures, even with the right password, until the window passes', async () => {
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await attempt(user, 'Wrong@123', 'sales', address)).statusCode).toBe(401);
    }
    const locked = await attempt(user, DEMO_PASSWORD, 'sales', '10.1.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      error: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBe('900');

    t.clock.advance(14 * MINUTE);
    const later = await attempt(user, DEMO_PASSWORD, 'sales', '10.1.0.4');
    expect(later.json().error).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    t.clock.advance(MINUTE + 1000);
    expect((await attempt(user, DEMO_PASSWORD, 'sales', '10.1.0.4')).statusCode).toBe(200);
  });

  it('records refused attempts as throttled without extending the lock', async () => {
    const throttled = await t.db
      .select()
      .from(loginRecords)
      .where(and(eq(loginRecords.username, user), eq(loginRecords.reason, 'throttled')));
    expect(throttled).toHaveLength(2);
  });

  it('starts counting again after a successful sign-in', async () => {
    const other = 'tech@backoffice.test';
    await attempt(other, 'Wrong@123', 'tech', '10.1.1.1');
    await attempt(other, 'Wrong@123', 'tech', '10.1.1.1');
    expect((await attempt(other, DEMO_PASSWORD, 'tech', '10.1.1.1')).statusCode).toBe(200);
    await attempt(other, 'Wrong@123', 'tech', '10.1.1.1');
    await attempt(other, 'Wrong@123', 'tech', '10.1.1.1');
    expect((await attempt(other, DEMO_PASSWORD, 'tech', '10.1.1.1')).statusCode).toBe(200);
  });
});

describe('sign-in throttling per address', () => {
  it('answers 429 to an address after N failures on any usernames; other addresses still sign in', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await attempt(`guess${i}@backoffice.test`, 'Wrong@123', 'cet', '10.2.0.1')).statusCode,
      ).toBe(401);
    }
    const locked = await attempt('cet.agent@backoffice.test', DEMO_PASSWORD, 'cet', '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(
      (await attempt('cet.agent@backoffice.test', DEMO_PASSWORD, 'cet', '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('does not count a refused role as a password guess', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await attempt('npl@backoffice.test', DEMO_PASSWORD, 'admin', '10.3.0.1')).statusCode,
      ).toBe(403);
    }
    expect(
      (await attempt('npl@backoffice.test', DEMO_PASSWORD, 'npl', '10.3.0.1')).statusCode,
    ).toBe(200);
  });
});
