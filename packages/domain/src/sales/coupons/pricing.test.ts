import { describe, expect, it } from 'vitest';
import { salesOrderTotals } from '../../orders/sales-order-totals';
import { orderValuePaise, priceLines, type PricingLine } from './pricing';

// Paise: a bed at ₹12,000 (MRP ₹15,000) and two pillows at ₹999.50 (MRP ₹1,299), as in the
// sales-order totals' own table.
const BED: PricingLine = {
  item_sku: 'BED-Q',
  item_quantity: 1,
  item_price: 1_200_000,
  item_mrp: 1_500_000,
  delivery_charges: 50_000,
  docket_quantity: 2,
};
const PILLOWS: PricingLine = {
  item_sku: 'PIL-2',
  item_quantity: 2,
  item_price: 99_950,
  item_mrp: 129_900,
  delivery_charges: 0,
  docket_quantity: 1,
};
const TEN_PERCENT = { discount_kind: 'percent', value: 1_000, max_discount_paise: null } as const;
const FLAT_1001 = { discount_kind: 'flat', value: 100_100, max_discount_paise: null } as const;

describe('pricing order lines with a coupon (000 section 3)', () => {
  it('reads the order value at price, before delivery', () => {
    expect(orderValuePaise([BED, PILLOWS])).toBe(1_399_900);
  });

  it.each([
    [
      'no coupon: lines at price, nothing off',
      null,
      { line_total: [1_200_000, 199_900], coupon: [0, 0], discount: [0, 0] },
      { total: 1_399_900, discount: 0, coupon_discount: 0, net: 1_399_900, payable: 1_449_900 },
    ],
    [
      '10%: lines at MRP, discount is MRP down to price plus the share',
      TEN_PERCENT,
      {
        line_total: [1_500_000, 259_800],
        coupon: [120_000, 19_990],
        discount: [300_000 + 120_000, 59_900 + 19_990],
      },
      {
        total: 1_759_800,
        discount: 499_890,
        coupon_discount: 139_990,
        net: 1_259_910,
        payable: 1_309_910,
      },
    ],
    [
      'flat ₹1,001: spread by value, paise exact',
      FLAT_1001,
      {
        line_total: [1_500_000, 259_800],
        coupon: [85_806, 14_294],
        discount: [300_000 + 85_806, 59_900 + 14_294],
      },
      {
        total: 1_759_800,
        discount: 359_900 + 100_100,
        coupon_discount: 100_100,
        net: 1_299_800,
        payable: 1_349_800,
      },
    ],
  ] as const)('%s', (_label, coupon, lines, totals) => {
    const priced = priceLines([BED, PILLOWS], coupon, { outOfDeliveryArea: false });
    expect(priced.coupon_applied).toBe(coupon !== null);
    expect(priced.lines.map((l) => l.line_total)).toEqual(lines.line_total);
    expect(priced.lines.map((l) => l.coupon_discount)).toEqual(lines.coupon);
    expect(priced.lines.map((l) => l.discount)).toEqual(lines.discount);
    expect(priced.lines.map((l) => l.net_price)).toEqual(
      priced.lines.map((l) => l.line_total - l.discount),
    );
    expect(priced.totals).toMatchObject({
      ...totals,
      delivery_charges: 50_000,
      docket_quantity: 0,
    });
    // The same totals as the shared sales-order rule gives for these lines.
    const shared = salesOrderTotals(
      priced.lines.map((l) => ({ ...l, discount: l.discount })),
      { couponApplied: coupon !== null, outOfDeliveryArea: false },
    );
    expect(priced.totals).toMatchObject({
      total: shared.total,
      discount: shared.discount,
      net: shared.net,
    });
  });

  it('a coupon costs the customer what the price did, less the coupon', () => {
    const without = priceLines([BED, PILLOWS], null, { outOfDeliveryArea: false });
    const withCoupon = priceLines([BED, PILLOWS], TEN_PERCENT, { outOfDeliveryArea: false });
    expect(withCoupon.totals.net).toBe(without.totals.net - withCoupon.totals.coupon_discount);
  });

  it.each([
    [true, 3],
    [false, 0],
  ])('out of the delivery area %s counts %i dockets', (outOfDeliveryArea, dockets) => {
    const priced = priceLines([BED, PILLOWS], null, { outOfDeliveryArea });
    expect(priced.totals.docket_quantity).toBe(dockets);
  });

  it('gives the discount percentages to 2 decimals', () => {
    const priced = priceLines([BED, PILLOWS], TEN_PERCENT, { outOfDeliveryArea: false });
    expect(priced.lines.map((l) => l.discount_percentage)).toEqual([28, 30.75]);
    expect(priced.totals.discount_percentage).toBe(28.41);
  });

  it('refuses a line whose MRP is below its price', () => {
    expect(() => priceLines([{ ...BED, item_mrp: 1 }], null, { outOfDeliveryArea: false })).toThrow(
      RangeError,
    );
  });
});
