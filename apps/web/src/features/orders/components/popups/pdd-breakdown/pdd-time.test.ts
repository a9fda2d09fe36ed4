import { describe, expect, it } from 'vitest';
import { formatPddTime } from './pdd-time';

describe('formatPddTime (MMMM Do YYYY, hh:mm:ss a in UTC, labelled UTC)', () => {
  it.each([
    ['2026-11-21T09:05:03Z', 'November 21st 2026, 09:05:03 am UTC'],
    ['2026-11-02T15:30:00Z', 'November 2nd 2026, 03:30:00 pm UTC'],
    ['2026-11-03T00:00:00Z', 'November 3rd 2026, 12:00:00 am UTC'],
    ['2026-11-11T12:00:00Z', 'November 11th 2026, 12:00:00 pm UTC'],
    ['2026-11-20T23:59:59+05:30', 'November 20th 2026, 06:29:59 pm UTC'],
  ])('%s is %s', (value, shown) => {
    expect(formatPddTime(value)).toBe(shown);
  });

  it.each([[null], [''], ['not a date']])('shows nothing for %j', (value) => {
    expect(formatPddTime(value)).toBe('');
  });
});
