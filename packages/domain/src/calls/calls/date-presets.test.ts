import { describe, expect, it } from 'vitest';
import { presetRange, type CallDatePreset } from './date-presets';

describe('the date-range presets of the call lists', () => {
  it.each<[CallDatePreset, string, string]>([
    ['Today', '2026-11-21', '2026-11-21'],
    ['Last 7 Days', '2026-11-21', '2026-11-15'],
    ['Last 30 Days', '2026-11-21', '2026-10-23'],
    ['Last 7 Days', '2026-03-02', '2026-02-24'],
  ])('%s from %s starts %s', (preset, today, start) => {
    expect(presetRange(preset, today)).toEqual({ start, end: today });
  });
});
