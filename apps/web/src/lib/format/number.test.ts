import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [123456, '1,23,456'],
    [1234567.891, '12,34,567.89'],
    [0.5, '0.5'],
    [0.005, '0.01'],
    [-98765.4321, '-98,765.43'],
    [-0.001, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [1, 'call', undefined, '1 call'],
    [0, 'call', undefined, '0 calls'],
    [2, 'call', undefined, '2 calls'],
    [1234, 'call', undefined, '1,234 calls'],
    [1, 'reply', 'replies', '1 reply'],
    [3, 'reply', 'replies', '3 replies'],
  ])('%d %s → %s', (count, singular, plural, expected) => {
    expect(formatCount(count, singular, plural)).toBe(expected);
  });
});
