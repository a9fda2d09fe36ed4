import { describe, expect, it } from 'vitest';
import { billOf, type BillInput, type BillLine } from './billing';

// A sofa at ₹24,000 (MRP ₹30,000) x2 with ₹1,000 off; a mattress at ₹9,000 x1 out of the
// delivery area (₹500 ODA); amounts in paise.
const SOFA: BillLine = {
  item_price: 2_400_000,
  item_mrp: 3_000_000,
  item_quantity: 2,
  discount: 100_000,
  docket_quantity: 2,
  delivery_charges: 0,
  cancelled: false,
};
const MATTRESS: BillLine = {
  item_price: 900_000,
  item_mrp: 900_000,
  item_quantity: 1,
  discount: 0,
  docket_quantity: 1,
  delivery_charges: 50_000,
  cancelled: false,
};
const NOTHING: BillInput = { lines: [], couponApplied: false, payments: [], pendingLinks: [] };

describe('the bill of an order or a cart', () => {
  it.each<[string, BillInput, Record<string, unknown>]>([
    ['nothing to bill', NOTHING, { payable: 0, paid: 0, due: 0, paid_by_mode: [] }],
    [
      'two carts, nothing paid yet',
      { ...NOTHING, lines: [SOFA, MATTRESS] },
      {
        items_total: 5_700_000,
        discount: 100_000,
        delivery_charges: 0,
        oda_charges: 50_000,
        payable: 5_650_000,
        paid: 0,
        due: 5_650_000,
      },
    ],
    [
      'a coupon totals the items at MRP',
      { ...NOTHING, lines: [SOFA], couponApplied: true },
      { items_total: 6_000_000, discount: 100_000, payable: 5_900_000 },
    ],
    [
      'a cancelled cart owes nothing',
      { ...NOTHING, lines: [SOFA, { ...MATTRESS, cancelled: true }] },
      { items_total: 4_800_000, oda_charges: 0, payable: 4_700_000, due: 4_700_000 },
    ],
    [
      'paid by two modes, a COD payment still to collect',
      {
        ...NOTHING,
        lines: [SOFA, MATTRESS],
        payments: [
          { mode: 'Juspay', amount: 1_000_000, status: 'paid' },
          { mode: 'Retail Affiliate', amount: 500_000, status: 'paid' },
          { mode: 'Juspay', amount: 150_000, status: 'paid' },
          { mode: 'COD', amount: 4_000_000, status: 'pending' },
          { mode: 'Juspay', amount: 70_000, status: 'failed' },
        ],
      },
      {
        paid_by_mode: [
          { mode: 'Juspay', amount: 1_150_000 },
          { mode: 'Retail Affiliate', amount: 500_000 },
        ],
        paid: 1_650_000,
        due: 4_000_000,
      },
    ],
    [
      'open links are shown but do not reduce what is due',
      { ...NOTHING, lines: [MATTRESS], pendingLinks: [50_000, 900_000] },
      { pending_links: 950_000, paid: 0, due: 950_000 },
    ],
    [
      'a refunded payment is not paid',
      {
        ...NOTHING,
        lines: [MATTRESS],
        payments: [
          { mode: 'Juspay', amount: 950_000, status: 'refunded' },
          { mode: 'Juspay', amount: 950_000, status: 'paid' },
        ],
      },
      { paid: 950_000, refunded: 950_000, due: 0 },
    ],
    [
      'paid more than payable owes nothing',
      {
        ...NOTHING,
        lines: [MATTRESS],
        payments: [{ mode: 'Juspay', amount: 1_000_000, status: 'paid' }],
      },
      { payable: 950_000, paid: 1_000_000, due: 0 },
    ],
  ])('%s', (_case, input, expected) => {
    expect(billOf(input)).toMatchObject(expected);
  });

  it.each<[string, BillInput]>([
    ['delivery charges', { ...NOTHING, lines: [{ ...MATTRESS, delivery_charges: 4.99 }] }],
    ['a payment', { ...NOTHING, payments: [{ mode: 'COD', amount: 10.5, status: 'paid' }] }],
    ['a link', { ...NOTHING, pendingLinks: [-100] }],
  ])('refuses rupees or negatives in %s', (_case, input) => {
    expect(() => billOf(input)).toThrow(RangeError);
  });
});
