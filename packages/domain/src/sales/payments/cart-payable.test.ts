import { describe, expect, it } from 'vitest';
import { cartAmountDue, cartPaymentSplit, type PayableCart } from './cart-payable';

// A sofa at ₹24,000 (MRP ₹30,000) x2 with ₹1,000 off and ₹499 delivery, in paise.
const SOFA: PayableCart = {
  item_price: 2_400_000,
  item_mrp: 3_000_000,
  item_quantity: 2,
  discount: 100_000,
  docket_quantity: 2,
  delivery_charges: 49_900,
};

describe('a cart amount due (sales-order net plus delivery)', () => {
  it.each([
    [false, 4_800_000 - 100_000 + 49_900],
    [true, 6_000_000 - 100_000 + 49_900],
  ])('coupon applied %s: %i paise', (coupon, due) => {
    expect(cartAmountDue(SOFA, coupon)).toBe(due);
  });

  it('refuses rupees that leaked in as fractions', () => {
    expect(() => cartAmountDue({ ...SOFA, delivery_charges: 4.99 }, false)).toThrow(RangeError);
  });
});

describe('total_cod and total_online of a cart', () => {
  it.each([
    ['ONLINE', 0, { total_cod: 0, total_online: 10_000 }],
    ['COD', 0, { total_cod: 10_000, total_online: 0 }],
    ['COD', 4_000, { total_cod: 6_000, total_online: 4_000 }],
    ['COD', 10_000, { total_cod: 0, total_online: 10_000 }],
    ['COD', 12_000, { total_cod: 0, total_online: 10_000 }],
    ['COD', -5, { total_cod: 10_000, total_online: 0 }],
  ] as const)('%s order with %i moved online', (type, moved, expected) => {
    expect(cartPaymentSplit(10_000, type, moved)).toEqual({ amount_due: 10_000, ...expected });
  });
});
