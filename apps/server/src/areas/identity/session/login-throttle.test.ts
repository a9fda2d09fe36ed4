import { DEMO_PASSWORD } from '@backoffice/db/seed';
import { loginRecords } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_FREE_ATTEMPTS: '3',
      LOGIN_MAX_DELAY_MINUTES: '15',
      LOGIN_ACCOUNT_HOURLY_ATTEMPTS: '20',
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

describe('sign-in throttling per account and address', () => {
  const user = 'sales@backoffice.test';
  const wrong = (address: string) => attempt(user, 'Wrong@123', 'sales', address);
  const right = (address: string) => attempt(user, DEMO_PASSWORD, 'sales', address);

  it('lets the free attempts through, then makes each attempt of the pair wait twice as long', async () => {
    for (let i = 0; i < 4; i += 1) expect((await wrong('10.1.0.1')).statusCode).toBe(401);
    const waiting = await right('10.1.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      error: 'Too many failed sign-in attempts. Try again in 1 second.',
    });
    expect(waiting.headers['retry-after']).toBe('1');
    t.clock.advance(SECOND);
    expect((await wrong('10.1.0.1')).statusCode).toBe(401);
    expect((await right('10.1.0.1')).headers['retry-after']).toBe('2');
    t.clock.advance(2 * SECOND);
    expect((await right('10.1.0.1')).statusCode).toBe(200);
  });

  it('never locks the real user out from another address', async () => {
    for (let i = 0; i < 3; i += 1) await wrong('10.1.0.2');
    await wrong('10.1.0.2');
    expect((await wrong('10.1.0.2')).statusCode).toBe(429);
    expect((await right('10.1.0.3')).statusCode).toBe(200);
  });

  it('starts a pair afresh after the right password', async () => {
    for (let i = 0; i < 3; i += 1) expect((await wrong('10.1.0.1')).statusCode).toBe(401);
    expect((await right('10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await wrong('10.1.0.1')).statusCode).toBe(401);
    expect((await right('10.1.0.1')).statusCode).toBe(200);
  });

  it('locks a guessing pair for at most LOGIN_MAX_DELAY_MINUTES', async () => {
    const tech = (password: string) =>
      attempt('tech@backoffice.test', password, 'tech', '10.4.0.1');
    // Signed in from there before: only the pair counts.
    expect((await tech(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await tech('Wrong@123')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      expect((await tech('Wrong@123')).statusCode).toBe(401);
      const refused = await tech('Wrong@123');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      t.clock.advance((waits.at(-1) ?? 0) * SECOND);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    expect((await tech('Wrong@123')).statusCode).toBe(401);
    const locked = await tech(DEMO_PASSWORD);
    expect(locked.json().error).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    t.clock.advance(15 * MINUTE);
    expect((await tech(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('records refused attempts as throttled', async () => {
    const throttled = await t.db
      .select()
      .from(loginRecords)
      .where(and(eq(loginRecords.username, user), eq(loginRecords.reason, 'throttled')));
    expect(throttled.length).toBeGreaterThanOrEqual(3);
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

describe('parallel guessing', () => {
  const user = 'finance@backoffice.test';
  const guess = (password: string, address = '10.5.0.1') =>
    attempt(user, password, 'finance', address);

  it('checks only the free attempts of 100 parallel guesses, and a burst with the right password does not sign in', async () => {
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(`Wrong@${i}`)));
    const checked = guesses.filter((r) => r.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(4);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(100 - checked.length);

    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guess(i === 15 ? DEMO_PASSWORD : `Again@${i}`)),
    );
    expect(burst.map((r) => r.statusCode)).not.toContain(200);

    expect((await guess(DEMO_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });
});

describe('attempts from addresses an account never signed in from', () => {
  it('share an hourly allowance; the owner still signs in from a known address', async () => {
    const ops = 'operations@backoffice.test';
    expect((await attempt(ops, DEMO_PASSWORD, 'operations', '10.6.0.1')).statusCode).toBe(200);
    // The sign-in above came from a new address too: 1 + 20 attempts fill the allowance of 20.
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(ops, 'Wrong@123', 'operations', `10.7.0.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(ops, DEMO_PASSWORD, 'operations', '10.7.1.1')).statusCode).toBe(429);
    expect((await attempt(ops, DEMO_PASSWORD, 'operations', '10.6.0.1')).statusCode).toBe(200);
  });
});
