import { describe, expect, it } from 'vitest';
import {
  maxOrderQuantity,
  quantityError,
  quantityOptions,
  typesQuantity,
  ZTypedQuantity,
} from './quantity';

describe('the most one line may order (001 section 9)', () => {
  it.each([
    [12, undefined, 12],
    [0, undefined, 0],
    [10_000, undefined, 10_000],
    [10_001, undefined, 10_000],
    [250_000, 50, 10_000],
    [null, 40, 40],
    [null, 20_000, 10_000],
    [null, undefined, 10_000],
    [-3, undefined, 0],
  ])('stock %s with configured maximum %s allows %i', (stock, configured, max) => {
    expect(maxOrderQuantity(stock, configured)).toBe(max);
  });
});

describe('the quantity list', () => {
  it.each([
    [{ min: 1, max: 3 }, [1, 2, 3]],
    [{ min: 2, max: 4 }, [2, 3, 4]],
    [{ min: 1, max: 0 }, []],
    [{ min: 5, max: 4 }, []],
  ])('for %j is %j', (range, options) => {
    expect(quantityOptions(range)).toEqual(options);
  });

  it('stops at 100 entries however much is in stock', () => {
    const options = quantityOptions({ min: 1, max: 10_000 });
    expect(options).toHaveLength(100);
    expect(options.at(-1)).toBe(100);
  });
});

describe('a typed quantity (quick-commerce roles, 001 section 5)', () => {
  const range = { min: 2, max: 40 };
  it.each([
    ['', 'Quantity must be a number'],
    ['abc', 'Quantity must be a number'],
    ['2.5', 'Quantity must be a number'],
    ['-3', 'Quantity must be a number'],
    ['1', 'Minimum quantity is 2'],
    ['0', 'Minimum quantity is 2'],
    ['41', 'Maximum available quantity is 40'],
    ['10001', 'Maximum available quantity is 40'],
  ])('"%s" gives "%s"', (typed, message) => {
    const parsed = ZTypedQuantity(range).safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['2', 2],
    [' 40 ', 40],
    [17, 17],
  ])('"%s" is %i', (typed, quantity) => {
    expect(ZTypedQuantity(range).parse(typed)).toBe(quantity);
  });

  it.each([
    [1.5, 'Quantity must be a number'],
    [1, 'Minimum quantity is 2'],
    [41, 'Maximum available quantity is 40'],
    [2, null],
  ])('quantity %s against the range: %s', (quantity, message) => {
    expect(quantityError(quantity, range)).toBe(message);
  });
});

describe('who types the quantity', () => {
  it.each([
    ['Quick Commerce Manager', true],
    ['Quick Commerce Agent', true],
    ['Bulk Retail', false],
    [null, false],
  ] as const)('%s: %s', (login_role, types) => {
    expect(typesQuantity({ login_role })).toBe(types);
  });
});
