import type { DistributionPriceRow } from '@backoffice/domain/distribution';
import { describe, expect, it } from 'vitest';
import { addLine, creditCovers, orderTotalPaise, type DistributionLine } from './order-lines';

const price = (sku: string, rupees: number): DistributionPriceRow => ({
  item_sku: sku,
  item_full_name: sku,
  item_dimensions: '72 x 36 x 6',
  price: rupees,
  dealer_cx_price: rupees * 1.2,
  item_price: rupees * 1.1,
  item_mrp: rupees * 2,
  request_type: 5,
  updated_at: null,
});
const line = (sku: string, rupees: number, quantity: number): DistributionLine => ({
  item_sku: sku,
  item_quantity: quantity,
  price: price(sku, rupees),
});

describe('a distributor order being built', () => {
  it('totals the lines in paise at their distributor prices, no delivery charges', () => {
    expect(orderTotalPaise([line('A', 10_499.5, 2), line('B', 0.1, 3)])).toBe(2_099_930);
    expect(orderTotalPaise([])).toBe(0);
  });

  it.each([
    ['a new item', [line('A', 100, 1)], line('B', 50, 1), null],
    [
      'an item already in the order',
      [line('A', 100, 1)],
      line('A', 100, 5),
      'This product is already in the order',
    ],
    [
      'a 21st line',
      Array.from({ length: 20 }, (_, i) => line(`S${i}`, 1, 1)),
      line('B', 1, 1),
      'At most 20 products in one order',
    ],
  ])('adds %s, or says why not', (_, lines, next, error) => {
    const result = addLine(lines, next);
    if (error === null) expect(result).toEqual({ lines: [...lines, next] });
    else expect(result).toEqual({ error });
  });

  it.each([
    [1_000, 100_000, true],
    [1_000, 100_001, false],
    [0, 0, true],
    [0, 1, false],
  ])('credit of ₹%d covers %d paise: %s', (available, total, expected) => {
    expect(creditCovers(available, total)).toBe(expected);
  });
});
