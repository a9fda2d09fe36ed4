import { describe, expect, it } from 'vitest';
import { billOf, shareOut, type BillInput, type BillLine, type BillShare } from './billing';

// A sofa at ₹24,000 (MRP ₹30,000) x2 with ₹1,000 off; a mattress at ₹9,000 x1 out of the
// delivery area (₹500 ODA); amounts in paise.
const SOFA: BillLine = {
  cart_pid: 11,
  item_price: 2_400_000,
  item_mrp: 3_000_000,
  item_quantity: 2,
  discount: 100_000,
  docket_quantity: 2,
  delivery_charges: 0,
  oda_charges: 0,
  cancelled: false,
};
const MATTRESS: BillLine = {
  cart_pid: 12,
  item_price: 900_000,
  item_mrp: 900_000,
  item_quantity: 1,
  discount: 0,
  docket_quantity: 1,
  delivery_charges: 50_000,
  oda_charges: 50_000,
  cancelled: false,
};
// A bed at ₹20,000 x1 to a pincode with its own delivery price (₹300 a docket), 2 dockets.
const PRICED_BED: BillLine = {
  cart_pid: 13,
  item_price: 2_000_000,
  item_mrp: 2_000_000,
  item_quantity: 1,
  discount: 0,
  docket_quantity: 2,
  delivery_charges: 60_000,
  oda_charges: 0,
  cancelled: false,
};
const NOTHING: BillInput = { lines: [], couponApplied: false, payments: [], pendingLinks: [] };

describe('the bill of an order or a cart', () => {
  it.each<[string, BillInput, Record<string, unknown>]>([
    [
      'nothing to bill',
      NOTHING,
      { payable: 0, paid: 0, due: 0, paid_by_mode: [], state: 'nothing-due' },
    ],
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
        state: 'unpaid',
      },
    ],
    [
      "a pincode's delivery price is delivery charges, not ODA charges",
      { ...NOTHING, lines: [PRICED_BED] },
      { delivery_charges: 60_000, oda_charges: 0, payable: 2_060_000 },
    ],
    [
      'a priced pincode out of the delivery area: each charge under its own name',
      { ...NOTHING, lines: [{ ...PRICED_BED, delivery_charges: 160_000, oda_charges: 100_000 }] },
      { delivery_charges: 60_000, oda_charges: 100_000, payable: 2_160_000 },
    ],
    [
      'delivery and ODA charges of several carts add up apart',
      { ...NOTHING, lines: [SOFA, MATTRESS, PRICED_BED] },
      { delivery_charges: 60_000, oda_charges: 50_000, payable: 7_710_000 },
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
          { method_id: 2, amount: 1_000_000, status: 'paid', cart_ids: [] },
          { method_id: 5, amount: 500_000, status: 'paid', cart_ids: [] },
          { method_id: 2, amount: 150_000, status: 'paid', cart_ids: [] },
          { method_id: 1, amount: 4_000_000, status: 'pending', cart_ids: [] },
          { method_id: 2, amount: 70_000, status: 'failed', cart_ids: [] },
        ],
      },
      {
        paid_by_mode: [
          { mode: 'Juspay', amount: 1_150_000 },
          { mode: 'Retail Affiliate', amount: 500_000 },
        ],
        paid: 1_650_000,
        paid_online: 1_650_000,
        due: 4_000_000,
        state: 'partly-paid',
      },
    ],
    [
      'open links are shown but do not reduce what is due',
      {
        ...NOTHING,
        lines: [MATTRESS],
        pendingLinks: [
          { amount: 50_000, cart_ids: [] },
          { amount: 900_000, cart_ids: [12] },
        ],
      },
      {
        pending_links: 950_000,
        pending_link_amounts: [50_000, 900_000],
        paid: 0,
        paid_online: 0,
        due: 950_000,
        state: 'unpaid',
      },
    ],
    [
      'a refunded payment is not paid',
      {
        ...NOTHING,
        lines: [MATTRESS],
        payments: [
          { method_id: 2, amount: 950_000, status: 'refunded', cart_ids: [] },
          { method_id: 2, amount: 950_000, status: 'paid', cart_ids: [] },
        ],
      },
      { paid: 950_000, refunded: 950_000, due: 0, state: 'paid' },
    ],
    [
      'paid more than payable owes nothing',
      {
        ...NOTHING,
        lines: [MATTRESS],
        payments: [{ method_id: 2, amount: 1_000_000, status: 'paid', cart_ids: [] }],
      },
      { payable: 950_000, paid: 1_000_000, due: 0, state: 'paid' },
    ],
    [
      'cash collected on delivery is paid, not paid online',
      {
        ...NOTHING,
        lines: [MATTRESS],
        payments: [{ method_id: 1, amount: 950_000, status: 'paid', cart_ids: [] }],
      },
      { paid_by_mode: [{ mode: 'COD', amount: 950_000 }], paid_online: 0, due: 0, state: 'paid' },
    ],
    [
      'everything given back',
      {
        ...NOTHING,
        lines: [{ ...MATTRESS, cancelled: true }],
        payments: [{ method_id: 2, amount: 950_000, status: 'refunded', cart_ids: [] }],
      },
      { payable: 0, paid: 0, refunded: 950_000, due: 0, state: 'refunded' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(billOf(input)).toMatchObject(expected);
  });

  it.each<[string, BillInput]>([
    ['delivery charges', { ...NOTHING, lines: [{ ...MATTRESS, delivery_charges: 4.99 }] }],
    ['ODA charges', { ...NOTHING, lines: [{ ...MATTRESS, oda_charges: -1 }] }],
    [
      'ODA charges above the delivery charges',
      { ...NOTHING, lines: [{ ...MATTRESS, delivery_charges: 50_000, oda_charges: 50_001 }] },
    ],
    [
      'a payment',
      { ...NOTHING, payments: [{ method_id: 1, amount: 10.5, status: 'paid', cart_ids: [] }] },
    ],
    ['a link', { ...NOTHING, pendingLinks: [{ amount: -100, cart_ids: [] }] }],
  ])('refuses rupees or negatives in %s', (_case, input) => {
    expect(() => billOf(input)).toThrow(RangeError);
  });
});

// Sofa owes ₹47,000 and mattress ₹9,500: ₹10,000 for the order falls 47 : 9.5 on them.
const ORDER_WIDE: BillShare = { amount: 1_000_000, cart_ids: [] };

describe('how money for an order or some carts falls on each cart', () => {
  it.each<[string, BillShare, readonly BillLine[], [number, number][]]>([
    [
      'the whole order: by what each cart owes',
      ORDER_WIDE,
      [SOFA, MATTRESS],
      [
        [11, 831_858],
        [12, 168_142],
      ],
    ],
    [
      'one cart named: all of it',
      { amount: 1_000_000, cart_ids: [12] },
      [SOFA, MATTRESS],
      [[12, 1_000_000]],
    ],
    [
      "a cancelled cart owes nothing, so the order-wide money is the others'",
      ORDER_WIDE,
      [SOFA, { ...MATTRESS, cancelled: true }],
      [
        [11, 1_000_000],
        [12, 0],
      ],
    ],
    [
      'a cancelled cart named alone keeps its money',
      { amount: 950_000, cart_ids: [12] },
      [SOFA, { ...MATTRESS, cancelled: true }],
      [[12, 950_000]],
    ],
    [
      'nothing owed: evenly, the odd paisa to the first cart',
      { amount: 1_000_001, cart_ids: [] },
      [
        { ...SOFA, cancelled: true },
        { ...MATTRESS, cancelled: true },
      ],
      [
        [11, 500_001],
        [12, 500_000],
      ],
    ],
    [
      'a cart of no line named: the whole order',
      { amount: 1_000_000, cart_ids: [99] },
      [SOFA, MATTRESS],
      [
        [11, 831_858],
        [12, 168_142],
      ],
    ],
    ['no carts at all', ORDER_WIDE, [], []],
  ])('%s', (_case, share, lines, expected) => {
    expect([...shareOut(share, lines, false)]).toEqual(expected);
  });
});

describe("a cart's bill", () => {
  const ORDER: BillInput = {
    lines: [SOFA, MATTRESS],
    couponApplied: false,
    payments: [
      { method_id: 2, amount: 950_000, status: 'paid', cart_ids: [12] },
      { method_id: 5, amount: 1_000_000, status: 'paid', cart_ids: [] },
      { method_id: 2, amount: 20_000, status: 'refunded', cart_ids: [] },
      { method_id: 1, amount: 3_700_000, status: 'pending', cart_ids: [] },
    ],
    pendingLinks: [
      { amount: 800_000, cart_ids: [11] },
      { amount: 100_000, cart_ids: [] },
    ],
  };

  it.each<[string, number, Record<string, unknown>]>([
    [
      'the sofa: its items and its share of the order-wide payment and link',
      11,
      {
        items_total: 4_800_000,
        payable: 4_700_000,
        paid_by_mode: [{ mode: 'Retail Affiliate', amount: 831_858 }],
        paid: 831_858,
        refunded: 16_637,
        pending_link_amounts: [800_000, 83_186],
        due: 3_868_142,
        state: 'partly-paid',
      },
    ],
    [
      'the mattress: the link paid for it and its share of the rest',
      12,
      {
        payable: 950_000,
        paid_by_mode: [
          { mode: 'Juspay', amount: 950_000 },
          { mode: 'Retail Affiliate', amount: 168_142 },
        ],
        paid: 1_118_142,
        refunded: 3_363,
        pending_link_amounts: [0, 16_814],
        due: 0,
        state: 'paid',
      },
    ],
  ])('%s', (_case, cartPid, expected) => {
    expect(billOf({ ...ORDER, cartPid })).toMatchObject(expected);
  });

  it("adds up with the other carts' bills to the order's bill", () => {
    const order = billOf(ORDER);
    const carts = [11, 12].map((cartPid) => billOf({ ...ORDER, cartPid }));
    for (const field of [
      'items_total',
      'payable',
      'paid',
      'paid_online',
      'pending_links',
      'refunded',
    ] as const) {
      expect(carts.reduce((sum, bill) => sum + bill[field], 0)).toBe(order[field]);
    }
  });
});
