import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from '../money/wire';
import { ZRupeesToPaise } from './amount';

describe('rupee amounts to paise', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0.29', 29],
    [' 999.99 ', 99_999],
  ])('%j is %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
    expect(ZRupeesToPaise.parse(text)).toBe(paise);
  });

  it.each([
    [12.5, 1250],
    [0.29, 29],
    [100, 10_000],
  ])('the JSON number %d is %i paise', (value, paise) => {
    expect(ZRupeesToPaise.parse(value)).toBe(paise);
  });

  it.each([['12.345'], ['-1'], ['abc'], [''], [0.1 + 0.2], [-5]])('refuses %j', (value) => {
    const result = ZRupeesToPaise.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe('Enter an amount with at most 2 decimals');
    if (typeof value === 'string') expect(() => rupeesToPaise(value)).toThrow(RangeError);
  });

  it('refuses an amount beyond safe integers', () => {
    const result = ZRupeesToPaise.safeParse('99999999999999999');
    expect(result.error?.issues[0]?.message).toBe('Amount is too large');
  });

  it('refuses a value that is neither text nor number', () => {
    expect(ZRupeesToPaise.safeParse(null).success).toBe(false);
  });

  it.each([
    [0, '0.00'],
    [1250, '12.50'],
    [5, '0.05'],
    [-1205, '-12.05'],
  ])('%i paise is %s rupees', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text);
  });

  it('refuses fractional paise', () => {
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});
