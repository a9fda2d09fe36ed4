import { indiaDay } from '@backoffice/domain/core/dates';
import { describe, expect, it } from 'vitest';
import { DEMO_CASH_SALES, demoDayClock } from './demo-cash-day';

describe("the demo cash day's clock", () => {
  it.each([
    ['just after midnight in India', '2026-11-26T18:31:00Z', '2026-11-27'],
    ['early morning in India', '2026-11-26T22:00:00Z', '2026-11-27'],
    ['the afternoon in India', '2026-11-26T09:00:00Z', '2026-11-26'],
    ['just before midnight in India', '2026-11-26T18:29:00Z', '2026-11-26'],
  ])('keeps today on today and yesterday on yesterday, %s', (_when, at, today) => {
    const now = new Date(at);
    const ago = demoDayClock(now);
    const yesterday = indiaDay(new Date(Date.parse(`${today}T12:00:00+05:30`) - 86_400_000));
    for (const sale of DEMO_CASH_SALES) {
      const instant = ago(sale.hoursAgo);
      expect(instant.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(indiaDay(instant)).toBe(sale.hoursAgo > 24 ? yesterday : today);
    }
    for (const hoursAgo of [5, 3, 0.25]) expect(indiaDay(ago(hoursAgo))).toBe(today);
    for (const hoursAgo of [30, 21]) expect(indiaDay(ago(hoursAgo))).toBe(yesterday);
  });

  it('keeps the order of the events', () => {
    const ago = demoDayClock(new Date('2026-11-26T18:40:00Z'));
    const order = [30, 29, 23, 22, 21.5, 21, 5, 4.5, 3, 2.5, 2, 1.8, 0.25].map((h) => ago(h));
    expect(order.map((d) => d.getTime())).toEqual(
      [...order.map((d) => d.getTime())].sort((a, b) => a - b),
    );
  });
});
