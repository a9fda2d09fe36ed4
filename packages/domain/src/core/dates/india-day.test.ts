import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  indiaDay,
  indiaDayStart,
  indiaDaysRange,
  indiaHourOf,
  indiaTimeOf,
} from './index';

describe('India days and hours', () => {
  it.each([
    ['2026-11-20T18:29:59.000Z', '2026-11-20', '23:59:59', 23],
    ['2026-11-20T18:30:00.000Z', '2026-11-21', '00:00:00', 0],
    ['2026-11-21T04:45:10.000Z', '2026-11-21', '10:15:10', 10],
  ])('%s is %s %s (hour %i)', (iso, day, time, hour) => {
    const at = new Date(iso);
    expect(indiaDay(at)).toBe(day);
    expect(indiaTimeOf(at)).toBe(time);
    expect(indiaHourOf(at)).toBe(hour);
  });

  it('starts a day at midnight India time and covers whole days', () => {
    expect(indiaDayStart('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaDaysRange('2026-11-21', '2026-11-22')).toEqual({
      from: new Date('2026-11-20T18:30:00.000Z'),
      to: new Date('2026-11-22T18:30:00.000Z'),
    });
  });

  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['21-11-2026', false],
  ])('%s is a day: %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });
});
