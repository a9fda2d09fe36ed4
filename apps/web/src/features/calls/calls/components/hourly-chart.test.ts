import type { CallHour } from '@backoffice/domain/calls/calls';
import { describe, expect, it } from 'vitest';
import { axisTop, chartHours } from './hourly-chart';

const day = (busy: Record<number, number>): CallHour[] =>
  Array.from({ length: 24 }, (_, hour) => ({
    hour,
    calls: busy[hour] ?? 0,
    answered: 0,
    dispositions: 0,
  }));

describe('the hourly chart', () => {
  it.each([
    [{}, 9, 20],
    [{ 12: 3 }, 9, 20],
    [{ 7: 1, 22: 2 }, 7, 22],
  ])('shows the working day widened to busy hours: %j from %i to %i', (busy, first, last) => {
    const hours = chartHours(day(busy));
    expect(hours[0]?.hour).toBe(first);
    expect(hours.at(-1)?.hour).toBe(last);
  });

  it.each([
    [1, 2],
    [3, 4],
    [5, 6],
    [11, 20],
    [47, 50],
    [1200, 2000],
  ])('tops the axis at an even round number: %i -> %i', (largest, top) => {
    expect(axisTop(largest)).toBe(top);
  });
});
