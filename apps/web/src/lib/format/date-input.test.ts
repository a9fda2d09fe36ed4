import { describe, expect, it } from 'vitest';
import { parseDateInput } from './date-input';

describe('parseDateInput', () => {
  it.each([
    ['24/11/2026', '2026-11-24'],
    ['4/1/2026', '2026-01-04'],
    [' 24.11.2026 ', '2026-11-24'],
    ['24-11-2026', '2026-11-24'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %j as %s (day first)', (text, value) => {
    expect(parseDateInput(text)).toBe(value);
  });

  it.each(['11/24/2026', '31/02/2026', '2026-11-24', '24/11/26', ''])('refuses %j', (text) => {
    expect(parseDateInput(text)).toBeNull();
  });
});
