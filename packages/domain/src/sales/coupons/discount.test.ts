import { describe, expect, it } from 'vitest';
import { couponDiscountPaise, spreadPaise } from './discount';

describe('coupon discount', () => {
  it.each([
    [
      '10% of ₹12,000',
      { discount_kind: 'percent', value: 1_000, max_discount_paise: null },
      1_200_000,
      120_000,
    ],
    [
      '12.5% rounds half up',
      { discount_kind: 'percent', value: 1_250, max_discount_paise: null },
      1_004,
      126,
    ],
    [
      '10% rounds down below half',
      { discount_kind: 'percent', value: 1_000, max_discount_paise: null },
      1_004,
      100,
    ],
    [
      '10% capped at ₹1,000',
      { discount_kind: 'percent', value: 1_000, max_discount_paise: 100_000 },
      1_200_000,
      100_000,
    ],
    [
      'flat ₹500',
      { discount_kind: 'flat', value: 50_000, max_discount_paise: null },
      1_200_000,
      50_000,
    ],
    [
      'flat never above the order',
      { discount_kind: 'flat', value: 50_000, max_discount_paise: null },
      30_000,
      30_000,
    ],
    [
      '100% is the whole order',
      { discount_kind: 'percent', value: 10_000, max_discount_paise: null },
      77_777,
      77_777,
    ],
    [
      'nothing off nothing',
      { discount_kind: 'percent', value: 1_000, max_discount_paise: null },
      0,
      0,
    ],
    [
      'a large order stays exact',
      { discount_kind: 'percent', value: 3_333, max_discount_paise: null },
      900_719_925_474_099,
      300_209_951_160_517,
    ],
  ] as const)('%s', (_label, coupon, orderValue, discount) => {
    expect(couponDiscountPaise(coupon, orderValue)).toBe(discount);
  });

  it('refuses a fractional order value', () => {
    expect(() =>
      couponDiscountPaise({ discount_kind: 'flat', value: 1, max_discount_paise: null }, 10.5),
    ).toThrow(RangeError);
  });
});

describe('spreading a discount over the lines', () => {
  it.each([
    ['in proportion', 120_000, [1_000_000, 200_000], [100_000, 20_000]],
    ['remainders to the largest fraction', 100, [1, 1, 1], [34, 33, 33]],
    ['equal remainders to the earlier line', 1, [5, 5], [1, 0]],
    ['largest remainder wins over order', 10, [1, 2, 4], [1, 3, 6]],
    ['a zero-value line gets nothing', 50, [0, 100], [0, 50]],
    ['nothing to spread', 0, [0, 0], [0, 0]],
    ['one line takes all', 999, [12_345], [999]],
  ])('%s', (_label, amount, weights, shares) => {
    const spread = spreadPaise(amount, weights);
    expect(spread).toEqual(shares);
    expect(spread.reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('refuses an amount over lines worth nothing', () => {
    expect(() => spreadPaise(5, [0, 0])).toThrow(RangeError);
  });
});
