import { describe, expect, it } from 'vitest';
import { ZEditCartRequest, signedDifference } from './edit-cart-schemas';
import { ZPlaceOrderRequest, ZPromiseEngineRequest } from './place-order-schemas';

const address = {
  firstname: 'Asha',
  lastname: 'Rao',
  email_address: 'Asha@Example.in',
  mobile_number: '9845012345',
  address: '12 MG Road, Indiranagar',
  landmark: 'Near the metro',
  pincode: '560038',
};
const order = {
  shipping_address: address,
  is_billing_address_same: true,
  lines: [
    { item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 1 },
    { item_sku: 'ACC-PROT-72x36', item_quantity: 2 },
  ],
  coupon_code: ' festive10 ',
  payment: { payment_type: 'ONLINE', payment_via: 'Juspay' },
  total_payable: '12345.50',
};

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message])[0];

describe('ZPlaceOrderRequest', () => {
  it('reads a good order: own channel, upper-cased coupon, paise, no gift card', () => {
    const parsed = ZPlaceOrderRequest.parse(order);
    expect(parsed).toMatchObject({
      affiliate_id: 0,
      customer_id: null,
      coupon_code: 'FESTIVE10',
      total_payable: 1_234_550,
      gift_card: null,
      billing_address: null,
      comments: null,
      payment: { payment_type: 'ONLINE', payment_via: 'Juspay', payment_tracking_id: null },
    });
    expect(parsed.shipping_address.email_address).toBe('asha@example.in');
  });

  it.each([
    ['no lines', { lines: [] }, ['lines', 'Add at least one product']],
    [
      'a repeated item',
      { lines: [order.lines[0], order.lines[0]] },
      ['lines.1.item_sku', 'This item is already in the order: change its quantity instead'],
    ],
    [
      'no billing address',
      { is_billing_address_same: false },
      ['billing_address', 'Billing Address is Required!'],
    ],
    [
      'a bad mobile',
      { shipping_address: { ...address, mobile_number: '98450' } },
      ['shipping_address.mobile_number', 'Invalid Mobile Number!'],
    ],
    ['a three-decimal total', { total_payable: '1.005' }, ['total_payable', expect.any(String)]],
    [
      'ONLINE without via',
      { payment: { payment_type: 'ONLINE' } },
      ['payment.payment_via', 'Required!'],
    ],
    [
      'a gift card with COD',
      {
        payment: { payment_type: 'COD' },
        gift_card: { card_number: '4000123456789010', pin: '123456' },
      },
      ['gift_card', 'A gift card can be used with online payment only'],
    ],
    ['an unknown channel', { affiliate_id: 12 }, ['affiliate_id', 'Unknown sales channel']],
  ])('refuses %s', (_what, change, issue) => {
    expect(firstIssue(ZPlaceOrderRequest.safeParse({ ...order, ...change }))).toEqual(issue);
  });

  it('drops a blank coupon and takes the gift card amount in paise', () => {
    const parsed = ZPlaceOrderRequest.parse({
      ...order,
      coupon_code: '  ',
      gift_card: { card_number: '4000 1234 5678 9010', pin: '123456', amount: 500 },
    });
    expect(parsed.coupon_code).toBeNull();
    expect(parsed.gift_card).toEqual({
      card_number: '4000123456789010',
      pin: '123456',
      amount: 50_000,
    });
  });
});

describe('ZPromiseEngineRequest', () => {
  it.each([
    [{ pincode: '560001' }, null],
    [{ pincode: '060001' }, ['pincode', 'Invalid Pin Code!']],
    [{ pincode: '' }, ['pincode', 'Pin Code is Required!']],
  ])('reads %o', (body, issue) => {
    expect(firstIssue(ZPromiseEngineRequest.safeParse(body)) ?? null).toEqual(issue);
  });
});

describe('ZEditCartRequest', () => {
  const edit = {
    affiliate_id: 0,
    cart_pid: 10,
    version: 1,
    item_sku: 'MAT-ORTHO-72x48x6',
    item_quantity: 1,
    diff_amount: 4000,
    extra_or_refund: 'extra',
    comments: 'Customer wants a wider mattress',
  };

  it('reads an edit with no charges and no payment form', () => {
    expect(ZEditCartRequest.parse(edit)).toMatchObject({
      diff_amount: 400_000,
      payments: [],
      payment: null,
    });
  });

  it.each([
    [{ comments: ' ' }, ['comments', 'Comment is Required!']],
    [{ version: 0 }, ['version', 'version must be a whole number of at least 1']],
    [{ payments: [{ id: 3, amount: 0.5 }] }, ['payments.0.amount', 'should be >= 1']],
    [
      { extra_or_refund: 'more' },
      ['extra_or_refund', 'extra_or_refund must be extra, refund or none'],
    ],
  ])('refuses %o', (change, issue) => {
    expect(firstIssue(ZEditCartRequest.safeParse({ ...edit, ...change }))).toEqual(issue);
  });

  it.each([
    [500, 'extra', 500],
    [500, 'refund', -500],
    [0, 'none', 0],
  ] as const)('signs %i %s as %i', (diff, direction, signed) => {
    expect(signedDifference(diff, direction)).toBe(signed);
  });
});
