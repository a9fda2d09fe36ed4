import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';

describe('numbers in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [10_000, 'Ten Thousand'],
    [100_000, 'One Lakh'],
    [1_234_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [10_000_000, 'One Crore'],
    [1_000_000_000, 'One Hundred Crore'],
    [123_456_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
  ])('%i is %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [
      12_345_678,
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    ],
  ])('%i paise is %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractional or negative paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
