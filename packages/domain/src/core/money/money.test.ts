import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatPaiseCompact,
  formatRupees,
  fromWireRupees,
  paiseToRupees,
  rupeesToPaise,
  toWireRupees,
} from './index';

describe('rupees text to paise', () => {
  it.each([
    ['0', 0],
    ['7', 700],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0.29', 29],
    ['0.07', 7],
    [' 1234.56 ', 123_456],
    ['10000000', 1_000_000_000],
  ])('%j is %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each([['12.345'], ['0.001'], ['1.'], ['.5'], ['-1'], ['1,000'], ['abc'], ['']])(
    'refuses %j (more than two decimals or not an amount)',
    (text) => {
      expect(() => rupeesToPaise(text)).toThrow(RangeError);
    },
  );
});

describe('paise to rupees text', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123_456, '1234.56'],
    [-5, '-0.05'],
    [-1205, '-12.05'],
  ])('%i paise is %s', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text);
  });

  it('refuses fractional paise', () => {
    expect(() => paiseToRupees(12.5)).toThrow(RangeError);
  });
});

describe('rupees on the wire', () => {
  it.each([
    [1_199_900, 11_999],
    [99_950, 999.5],
    [1, 0.01],
    [0, 0],
    [-250_050, -2500.5],
  ])('%i paise is %s rupees and back', (paise, rupees) => {
    expect(toWireRupees(paise)).toBe(rupees);
    expect(fromWireRupees(rupees)).toBe(paise);
  });

  it.each([
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, 100],
    [-0.015, -1],
  ])('rounds the float %s to %i paise', (rupees, paise) => {
    expect(fromWireRupees(rupees)).toBe(paise);
  });
});

describe('amounts for people (INR, en-IN)', () => {
  it.each([
    [0, '₹0.00', '₹0'],
    [5, '₹0.05', '₹0.05'],
    [100, '₹1.00', '₹1'],
    [123_456, '₹1,234.56', '₹1,234.56'],
    [10_000_000, '₹1,00,000.00', '₹1,00,000'],
    [12_345_678_900, '₹12,34,56,789.00', '₹12,34,56,789'],
    [-250_050, '-₹2,500.50', '-₹2,500.50'],
    [-500_000, '-₹5,000.00', '-₹5,000'],
  ])('%i paise: %s, compact %s', (paise, full, compact) => {
    expect(formatPaise(paise)).toBe(full);
    expect(formatPaiseCompact(paise)).toBe(compact);
  });

  it.each([
    [1234.56, '₹1,234.56'],
    [1234.5, '₹1,234.50'],
    [100_000, '₹1,00,000.00'],
    [0.999, '₹1.00'],
    [-12.5, '-₹12.50'],
  ])('the wire amount %s is %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });
});
