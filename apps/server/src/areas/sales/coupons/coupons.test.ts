import { seedCoupon } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const PATH = '/api/get-coupon-with-cart-details/';
// Rupees on the wire: a bed at ₹12,000 (MRP ₹15,000) with ₹500 delivery, two pillows at ₹999.50.
const BED = {
  item_sku: 'BED-Q',
  item_quantity: 1,
  item_price: 12_000,
  item_mrp: 15_000,
  delivery_charges: 500,
  docket_quantity: 2,
};
const PILLOWS = { item_sku: 'PIL-2', item_quantity: 2, item_price: 999.5, item_mrp: 1_299 };
const cart = (coupon_code: string, more: object = {}) => ({
  coupon_code,
  affiliate_id: 0,
  carts: [BED, PILLOWS],
  ...more,
});
const OC_AGENT = 2;
const FINANCE = 7;

describe('POST /api/get-coupon-with-cart-details/', () => {
  it('applies a coupon typed in lower case: lines at MRP, the 10% spread by value', async () => {
    const response = await call.post(PATH, OC_AGENT, cart(' festive10 '));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      success: true,
      message: 'Coupon FESTIVE10 applied',
      coupon_code: 'FESTIVE10',
      coupon: {
        coupon_code: 'FESTIVE10',
        discount_type: 'percent',
        discount_value: 10,
        hides_cash_modes: false,
      },
      is_oda_location: false,
      totals: {
        total: 17_598,
        coupon_discount: 1_399.9,
        discount: 4_998.9,
        net: 12_599.1,
        total_delivery_charges: 500,
        final_amount: 13_099.1,
        docket_quantity: 0,
      },
    });
    expect(answer.carts).toEqual([
      {
        ...BED,
        line_total: 15_000,
        coupon_discount: 1_200,
        discount: 4_200,
        net_price: 10_800,
        discount_percentage: 28,
      },
      {
        ...PILLOWS,
        delivery_charges: 0,
        docket_quantity: 0,
        line_total: 2_598,
        coupon_discount: 199.9,
        discount: 798.9,
        net_price: 1_799.1,
        discount_percentage: 30.75,
      },
    ]);
  });

  it('answers an empty code as the removal: lines at price, nothing off', async () => {
    const response = await call.post(PATH, OC_AGENT, cart('   '));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Coupon removed',
      coupon_code: null,
      coupon: null,
      totals: { total: 13_999, discount: 0, coupon_discount: 0, net: 13_999, final_amount: 14_499 },
    });
  });

  it('takes a flat amount off, capped by nothing but the order', async () => {
    const coupon = await seedCoupon(t.db, {
      code: 'FLATTEST300',
      discount_kind: 'flat',
      value: 30_000,
    });
    const response = await call.post(PATH, OC_AGENT, cart('flattest300'));
    expect(response.json()).toMatchObject({
      coupon: { coupon_code: coupon.code, discount_type: 'flat', discount_value: 300 },
      totals: { coupon_discount: 300, net: 17_598 - 3_599 - 300 },
    });
  });

  it('counts dockets out of the delivery area', async () => {
    const response = await call.post(PATH, OC_AGENT, cart('', { pincode: '781001' }));
    expect(response.json()).toMatchObject({
      is_oda_location: true,
      totals: { docket_quantity: 2 },
    });
  });

  it.each<[string, object, object, string]>([
    ['unknown', {}, {}, 'Invalid Coupon Code!'],
    ['switched off', { active: false }, {}, 'This coupon is no longer active'],
    ['not valid yet', { valid_from: 'future' }, {}, 'This coupon is valid from'],
    ['expired', { valid_to: 'past' }, {}, 'This coupon expired on'],
    [
      'for other channels',
      { channels: [1, 3] },
      {},
      'This coupon is not valid on this sales channel',
    ],
    ['used up', { usage_limit: 3, used_count: 3 }, {}, 'This coupon has reached its usage limit'],
    [
      'above the order',
      { min_order_paise: 2_000_000 },
      {},
      'This coupon needs a minimum order value of ₹20,000',
    ],
    [
      'a bank offer on COD',
      { is_bank_coupon: true },
      { payment_type: 'COD' },
      'This bank offer coupon applies to online payments only',
    ],
  ])('refuses a coupon that is %s', async (label, terms, more, message) => {
    const now = t.clock.now().getTime();
    const code = `NO${label.replace(/\W/g, '').toUpperCase().slice(0, 20)}`;
    if (label !== 'unknown') {
      const { valid_from, valid_to, ...rest } = terms as { valid_from?: string; valid_to?: string };
      await seedCoupon(t.db, {
        code,
        ...rest,
        ...(valid_from
          ? { valid_from: new Date(now + DAY_MS), valid_to: new Date(now + 9 * DAY_MS) }
          : {}),
        ...(valid_to
          ? { valid_from: new Date(now - 9 * DAY_MS), valid_to: new Date(now - DAY_MS) }
          : {}),
      });
    }
    const response = await call.post(PATH, OC_AGENT, cart(code.toLowerCase(), more));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(message);
    expect(body.fields.coupon_code).toBe(body.message);
  });

  it.each<[string, object, string, string]>([
    ['no lines', { carts: [] }, 'carts', 'Add at least one product'],
    [
      'an MRP below the price',
      { carts: [{ ...BED, item_mrp: 11_000 }] },
      'carts.0.item_mrp',
      'MRP cannot be below the price',
    ],
    ['an unknown channel', { affiliate_id: 12 }, 'affiliate_id', 'Unknown sales channel'],
    [
      'a price with 3 decimals',
      { carts: [{ ...BED, item_price: 1.005 }] },
      'carts.0.item_price',
      'Enter an amount with at most 2 decimals',
    ],
    ['a pincode the directory lacks', { pincode: '999999' }, 'pincode', 'Invalid Pin Code!'],
    ['no coupon code at all', { coupon_code: undefined }, 'coupon_code', 'Invalid Coupon Code!'],
  ])('refuses %s with 400', async (_label, change, field, message) => {
    const response = await call.post(PATH, OC_AGENT, { ...cart('FESTIVE10'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
  });

  it('is forbidden to those who may not place orders', async () => {
    const response = await call.post(PATH, FINANCE, cart('FESTIVE10'));
    expect(response.statusCode).toBe(403);
  });
});
