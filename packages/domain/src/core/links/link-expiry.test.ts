import { describe, expect, it } from 'vitest';
import { describeLinkRemaining, LINK_EXPIRED_MESSAGE, linkRemaining } from './link-expiry';

const created = new Date('2025-03-01T10:00:00+05:30');
const after = (ms: number) => new Date(created.getTime() + ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('link expiry (000 section 4)', () => {
  it.each([
    [0, { expired: false, days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [1 * S, { expired: false, days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [500, { expired: false, days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [10 * H + 15 * M + 30 * S, { expired: false, days: 0, hours: 13, minutes: 44, seconds: 30 }],
    [24 * H - 1 * S, { expired: false, days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [24 * H - 1, { expired: false, days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [24 * H, { expired: true, days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [30 * H, { expired: true, days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%i ms after creation leaves %o', (elapsed, expected) => {
    expect(linkRemaining(created, after(elapsed))).toEqual(expected);
  });

  it.each([
    [0, '1 day 0 hours 0 minutes 0 seconds'],
    [10 * H + 15 * M + 30 * S, '0 days 13 hours 44 minutes 30 seconds'],
    [22 * H + 58 * M + 59 * S, '0 days 1 hour 1 minute 1 second'],
    [24 * H, 'This link is expired!'],
  ])('%i ms after creation reads "%s"', (elapsed, text) => {
    expect(describeLinkRemaining(created, after(elapsed))).toBe(text);
  });

  it('uses the spec message', () => {
    expect(LINK_EXPIRED_MESSAGE).toBe('This link is expired!');
  });
});
