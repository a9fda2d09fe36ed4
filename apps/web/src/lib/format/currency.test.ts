import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './currency';

describe('formatPaise', () => {
  it.each([
    [123456, '₹1,234.56'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [100, '₹1.00'],
    [12345678900, '₹12,34,56,789.00'],
    [-250050, '-₹2,500.50'],
  ])('%s paise → %s', (paise, expected) => {
    expect(formatPaise(paise)).toBe(expected);
  });
});

describe('formatRupees', () => {
  it.each([
    [1234.56, '₹1,234.56'],
    [1234.5, '₹1,234.50'],
    [100000, '₹1,00,000.00'],
    [0.999, '₹1.00'],
  ])('%s rupees → %s', (rupees, expected) => {
    expect(formatRupees(rupees)).toBe(expected);
  });
});
