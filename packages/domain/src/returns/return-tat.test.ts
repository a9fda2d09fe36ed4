import { describe, expect, it } from 'vitest';
import { STATUS } from '../orders/statuses';
import { formatTat, returnTat } from './return-tat';

const at = (day: string, time = '00:00') => `2026-11-${day}T${time}:00.000Z`;

describe('returnTat', () => {
  it('starts at the first return status and measures each step from the one before', () => {
    const steps = returnTat([
      { status: STATUS.DELIVERED, at: at('01') },
      { status: STATUS.RETURN_REQUESTED, at: at('02', '10:00') },
      { status: STATUS.RETURN_PROCESSING, at: at('02', '12:30') },
      { status: STATUS.SCHEDULE_RETURN_PICKUP, at: at('03', '12:30') },
      { status: STATUS.RETURN_PICKUP_CREATED, at: at('03', '13:00') },
    ]);
    expect(steps.map((s) => [s.status, s.minutes_from_previous, s.minutes_from_start])).toEqual([
      [STATUS.RETURN_REQUESTED, 0, 0],
      [STATUS.RETURN_PROCESSING, 150, 150],
      [STATUS.SCHEDULE_RETURN_PICKUP, 1440, 1590],
      [STATUS.RETURN_PICKUP_CREATED, 30, 1620],
    ]);
    expect(steps[0]?.label).toBe('Return Requested');
  });

  it.each([
    ['no history', [], 0],
    ['only forward statuses', [{ status: STATUS.DELIVERED, at: at('01') }], 0],
    [
      'a comment in the same status',
      [
        { status: STATUS.RETURN_REQUESTED, at: at('02') },
        { status: STATUS.RETURN_REQUESTED, at: at('03') },
      ],
      1,
    ],
    [
      'a status entered again after a cancelled pickup',
      [
        { status: STATUS.SCHEDULE_RETURN_PICKUP, at: at('02') },
        { status: STATUS.RETURN_PICKUP_CREATED, at: at('03') },
        { status: STATUS.SCHEDULE_RETURN_PICKUP, at: at('04') },
        { status: STATUS.RETURN_PICKUP_CREATED, at: at('05') },
      ],
      4,
    ],
    ['an unreadable time', [{ status: STATUS.RETURN_REQUESTED, at: 'not a time' }], 0],
  ] as const)('counts the steps of %s', (_name, history, count) => {
    expect(returnTat(history)).toHaveLength(count);
  });

  it('takes entries in time order', () => {
    const steps = returnTat([
      { status: STATUS.RETURN_PROCESSING, at: at('03') },
      { status: STATUS.RETURN_REQUESTED, at: at('02') },
    ]);
    expect(steps.map((s) => s.status)).toEqual([STATUS.RETURN_REQUESTED, STATUS.RETURN_PROCESSING]);
    expect(steps[1]?.minutes_from_previous).toBe(1440);
  });
});

describe('formatTat', () => {
  it.each([
    [0, '0 m'],
    [45, '45 m'],
    [60, '1 h'],
    [1440, '1 d'],
    [1440 + 3 * 60 + 5, '1 d 3 h 5 m'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(formatTat(minutes)).toBe(text);
  });
});
