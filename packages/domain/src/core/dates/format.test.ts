import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, type DateInput } from './format';

describe('formatDateTime', () => {
  it.each<[DateInput, string]>([
    ['2026-11-21T05:30:00Z', '21 Nov, 2026 11:00 AM'],
    ['2026-11-21T05:30:00.000Z', '21 Nov, 2026 11:00 AM'],
    // Midnight and noon in India read as 12, never 0.
    ['2026-09-01T18:30:00Z', '2 Sep, 2026 12:00 AM'],
    ['2026-09-01T06:30:00Z', '1 Sep, 2026 12:00 PM'],
    ['2026-09-01T18:29:00Z', '1 Sep, 2026 11:59 PM'],
    // The IST offset moves the year on New Year's Eve.
    ['2026-12-31T18:45:00Z', '1 Jan, 2027 12:15 AM'],
    ['2026-03-05T06:35:00+05:30', '5 Mar, 2026 6:35 AM'],
    [new Date(Date.UTC(2026, 4, 15, 9, 5)), '15 May, 2026 2:35 PM'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each<[DateInput, string]>([
    ['2026-11-21T05:30:00Z', '21 Nov, 2026'],
    ['2026-09-01T18:30:00Z', '2 Sep, 2026'],
    [new Date(Date.UTC(2026, 0, 1, 0, 0)), '1 Jan, 2026'],
    [null, ''],
    ['garbage', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});
