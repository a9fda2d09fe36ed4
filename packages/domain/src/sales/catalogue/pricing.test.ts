import { describe, expect, it } from 'vitest';
import { discountPercentage, isSellablePrice, netPrice, priceChange } from './pricing';

describe('line amounts in paise', () => {
  it.each([
    [1_199_900, 1, 1_199_900],
    [99_950, 3, 299_850],
    [0, 5, 0],
  ])('%i x %i is %i', (price, quantity, net) => {
    expect(netPrice(price, quantity)).toBe(net);
  });

  it('refuses rupees leaking in as fractions', () => {
    expect(() => netPrice(11_999.5, 1)).toThrow(RangeError);
  });

  it.each([
    [{ price: 1_199_900, mrp: 1_799_900 }, true],
    [{ price: 100, mrp: 100 }, true],
    [{ price: 200, mrp: 100 }, false],
    [{ price: -1, mrp: 100 }, false],
    [{ price: 10.5, mrp: 100 }, false],
  ])('%j can be sold at: %s', (price, sellable) => {
    expect(isSellablePrice(price)).toBe(sellable);
  });

  it.each([
    [{ price: 1_199_900, mrp: 1_799_900 }, 33.3],
    [{ price: 99_900, mrp: 199_900 }, 50],
    [{ price: 100, mrp: 100 }, 0],
    [{ price: 0, mrp: 0 }, 0],
  ])('%j is %s%% off', (price, percent) => {
    expect(discountPercentage(price)).toBe(percent);
  });
});

describe('the difference of a changed line', () => {
  const line = (unit_price: number, quantity: number) => ({ unit_price, quantity });
  it.each([
    ['a bigger mattress', line(1_199_900, 1), line(1_899_900, 1), 700_000, 'extra'],
    ['two instead of one', line(129_900, 1), line(129_900, 2), 129_900, 'extra'],
    ['a cheaper finish', line(3_899_900, 1), line(3_299_900, 1), 600_000, 'refund'],
    ['fewer pillows', line(99_900, 4), line(99_900, 1), 299_700, 'refund'],
    ['the same value', line(100_000, 2), line(200_000, 1), 0, 'none'],
  ] as const)('%s: %i paise %s', (_label, before, after, diff, way) => {
    expect(priceChange(before, after)).toEqual({ diff_amount: diff, extra_or_refund: way });
  });
});
