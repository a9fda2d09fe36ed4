import { describe, expect, it } from 'vitest';
import { lineTotal, salesOrderTotals, type SalesOrderLine } from './sales-order-totals';

// Amounts in paise: a bed at ₹12,000 (MRP ₹15,000) and two pillows at ₹999.50 (MRP ₹1,299).
const BED: SalesOrderLine = {
  item_price: 1_200_000,
  item_mrp: 1_500_000,
  item_quantity: 1,
  discount: 300_000,
  docket_quantity: 2,
};
const PILLOWS: SalesOrderLine = {
  item_price: 99_950,
  item_mrp: 129_900,
  item_quantity: 2,
  discount: 0,
  docket_quantity: 1,
};

describe('sales-order totals (000 section 3)', () => {
  it.each([
    [false, 1_200_000 + 199_900],
    [true, 1_500_000 + 259_800],
  ])('with a coupon %s totals %i paise', (couponApplied, total) => {
    expect(lineTotal(BED, couponApplied) + lineTotal(PILLOWS, couponApplied)).toBe(total);
    expect(
      salesOrderTotals([BED, PILLOWS], { couponApplied, outOfDeliveryArea: false }),
    ).toMatchObject({ total, discount: 300_000, net: total - 300_000 });
  });

  it.each([
    [true, 3],
    [false, 0],
  ])('out of the delivery area %s counts %i dockets', (outOfDeliveryArea, docketQuantity) => {
    const totals = salesOrderTotals([BED, PILLOWS], { couponApplied: false, outOfDeliveryArea });
    expect(totals.docketQuantity).toBe(docketQuantity);
  });

  it('totals an empty order to zero', () => {
    expect(salesOrderTotals([], { couponApplied: true, outOfDeliveryArea: true })).toEqual({
      total: 0,
      discount: 0,
      net: 0,
      docketQuantity: 0,
    });
  });

  it.each([
    ['a fractional price', { ...BED, item_price: 12_000.5 }],
    ['a negative discount', { ...BED, discount: -1 }],
    ['a fractional quantity', { ...BED, item_quantity: 1.5 }],
  ])('refuses %s', (_label, line) => {
    expect(() =>
      salesOrderTotals([line], { couponApplied: false, outOfDeliveryArea: false }),
    ).toThrow(RangeError);
  });
});
