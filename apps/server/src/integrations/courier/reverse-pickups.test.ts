import { describe, expect, it } from 'vitest';
import type { PickupAttempt } from './reverse-pickups';
import {
  createSandboxReversePickups,
  SANDBOX_NOT_AT_HOME_DIGIT,
  SANDBOX_NOT_AT_HOME_REASON,
} from './reverse-pickups.sandbox';

const booking = { courier: 'delhivery', booking_id: 'RPB-41' };
// 2026-11-29 is a Sunday; India is 5:30 ahead of UTC (18:30 UTC starts the next India day).
const query = (pickup_date: string, recorded: PickupAttempt[] = []) => ({
  courier: 'delhivery',
  docket_number: 'RV41-1',
  pickup_date,
  recorded_attempts: recorded,
});
const sandbox = createSandboxReversePickups();
const attemptsOn = (day: string, now: string): Promise<PickupAttempt[]> =>
  sandbox.attempts(query(day), new Date(now));

describe('the sandbox courier of reverse pickups', () => {
  it('books by reference and numbers dockets per booking', async () => {
    const booked = await sandbox.schedule(
      { reference: '41', pickup_date: '2026-11-30', pincode: '560001', city: 'Bengaluru' },
      new Date(),
    );
    expect(booked.booking_id).toBe('RPB-41');
    expect((await sandbox.createDocket(booking, 0, new Date())).docket_number).toBe('RV41-1');
    expect((await sandbox.createDocket(booking, 1, new Date())).docket_number).toBe('RV41-2');
  });

  it.each([
    ['nothing before the booked date (India)', '2026-11-30', '2026-11-29T18:29:00Z', []],
    ['a pickup as the booked date starts in India', '2026-11-30', '2026-11-29T18:30:00Z', [true]],
    ['a pickup late at night in India', '2026-11-30', '2026-11-30T18:00:00Z', [true]],
    ['a pickup on a Sunday', '2026-11-29', '2026-11-29T06:00:00Z', [true]],
    ['a pickup after the booked date', '2026-11-30', '2026-12-05T02:00:00Z', [true]],
  ])('answers %s', async (_name, day, now, outcomes) => {
    const attempts = await attemptsOn(day, now);
    expect(attempts.map((a) => a.picked_up)).toEqual(outcomes);
  });

  it('visits at the moment it is asked, once, then tracks to the warehouse', async () => {
    const visits = await attemptsOn('2026-11-30', '2026-11-30T20:15:00Z');
    expect(visits.map((a) => [a.attempted_on, a.pending_reason])).toEqual([
      ['2026-11-30T20:15:00.000Z', null],
    ]);
    const again = await sandbox.attempts(
      query('2026-11-30', visits),
      new Date('2026-12-01T09:00:00Z'),
    );
    expect(again).toEqual(visits);
    const tracked = await sandbox.track(
      query('2026-11-30', visits),
      new Date('2026-12-03T00:00:00Z'),
    );
    expect(tracked.scans.map((s) => s.description)).toEqual([
      'Picked up',
      'In transit',
      'Delivered to warehouse',
    ]);
  });

  it('never finds a customer whose mobile ends in the chosen digit at home the first time', async () => {
    const booked = await sandbox.schedule(
      {
        reference: '42',
        pickup_date: '2026-12-01',
        pincode: '560001',
        city: 'Bengaluru',
        mobile: `987654321${SANDBOX_NOT_AT_HOME_DIGIT}`,
      },
      new Date(),
    );
    expect(booked.booking_id).toBe('RPB-42-NA');
    const { docket_number } = await sandbox.createDocket(booked, 0, new Date());
    expect(docket_number).toBe('RV42-NA-1');
    const asked = (day: string, recorded: PickupAttempt[], now: string) =>
      sandbox.attempts(
        { courier: booked.courier, docket_number, pickup_date: day, recorded_attempts: recorded },
        new Date(now),
      );
    // Asked the day before the booked date (India): the visit is then, and fails.
    const first = await asked('2026-12-01', [], '2026-11-30T10:00:00Z');
    expect(first.map((a) => [a.picked_up, a.pending_reason, a.attempted_on])).toEqual([
      [false, SANDBOX_NOT_AT_HOME_REASON, '2026-11-30T10:00:00.000Z'],
    ]);
    // Rebooked for a later day: nothing before it; on the day, at any hour, picked up.
    expect(await asked('2026-12-02', first, '2026-12-01T10:00:00Z')).toEqual(first);
    const later = await asked('2026-12-02', first, '2026-12-01T19:00:00Z');
    expect(later.map((a) => a.picked_up)).toEqual([false, true]);
    const tracked = await sandbox.track(
      {
        courier: booked.courier,
        docket_number,
        pickup_date: '2026-12-02',
        recorded_attempts: later,
      },
      new Date('2026-12-01T20:00:00Z'),
    );
    expect(tracked.scans.map((s) => s.description)).toEqual([
      `Pickup attempted: ${SANDBOX_NOT_AT_HOME_REASON}`,
      'Picked up',
    ]);
  });

  it('books other mobiles by the plain reference', async () => {
    const booked = await sandbox.schedule(
      { reference: '43', pickup_date: '2026-12-01', pincode: '1', city: 'X', mobile: '9876543210' },
      new Date(),
    );
    expect(booked.booking_id).toBe('RPB-43');
  });

  it('fails every call while down', async () => {
    const down = createSandboxReversePickups();
    down.setDown(true);
    await expect(down.cancel(booking, new Date())).rejects.toThrow('unavailable');
  });
});
