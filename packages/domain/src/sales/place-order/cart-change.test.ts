import { describe, expect, it } from 'vitest';
import type { TPaymentTypeForm } from '../payments/payment-form';
import {
  addonCancelRefusal,
  cartChangeReason,
  cartChangeSettlement,
  isCartEditable,
  keptDiscountPaise,
  type CartLineState,
} from './cart-change';

const line: CartLineState = {
  item_sku: 'MAT-ORTHO-72x36x6',
  item_dimensions: '72 x 36 x 6 in',
  item_quantity: 1,
  price_paise: 1_199_900,
};

describe('cart edit rules', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [14, true],
    [18, true],
    [19, true],
    [4, false],
    [5, false],
    [6, false],
    [21, false],
  ] as const)('status %i editable: %s', (status, editable) => {
    expect(isCartEditable(status)).toBe(editable);
  });

  it.each([
    ['another size', { item_sku: 'MAT-ORTHO-72x48x6', item_dimensions: '72 x 48 x 6 in' }, 1],
    ['another item', { item_sku: 'MAT-MEMF-72x36x8' }, 1],
    ['another quantity', { item_quantity: 2 }, 4],
    ['today’s price', { price_paise: 1_249_900 }, 5],
    ['nothing', {}, null],
  ] as const)('%s gives reason %s', (_what, change, reason) => {
    expect(cartChangeReason(line, { ...line, ...change })).toBe(reason);
  });

  it.each([
    // With a coupon: MRP part follows the item, the coupon share (1,000) stays.
    [
      true,
      { price_paise: 10_000, mrp_paise: 15_000, item_quantity: 1, discount_paise: 6_000 },
      12_000,
      18_000,
      2,
      13_000,
    ],
    // Without: the discount stays, capped at the new value.
    [
      false,
      { price_paise: 10_000, mrp_paise: 15_000, item_quantity: 1, discount_paise: 500 },
      12_000,
      18_000,
      1,
      500,
    ],
    [
      false,
      { price_paise: 10_000, mrp_paise: 15_000, item_quantity: 1, discount_paise: 5_000 },
      3_000,
      4_000,
      1,
      3_000,
    ],
  ])('keeps the discount (coupon %s)', (coupon, before, price, mrp, quantity, kept) => {
    expect(
      keptDiscountPaise(
        before,
        { price_paise: price, mrp_paise: mrp, item_quantity: quantity },
        coupon,
      ),
    ).toBe(kept);
  });

  const link: TPaymentTypeForm = {
    payment_type: 'ONLINE',
    payment_via: 'Juspay',
    payment_tracking_id: null,
  };
  const cod: TPaymentTypeForm = {
    payment_type: 'COD',
    payment_via: null,
    payment_tracking_id: null,
  };
  const bank: TPaymentTypeForm = {
    payment_type: 'ONLINE',
    payment_via: 'Retail Affiliate',
    payment_tracking_id: 'T1',
  };

  it.each([
    ['COD order, dearer', 'COD', 50_000, 0, null, 'collect_on_delivery', 0, null],
    [
      'COD order, dearer with charges',
      'COD',
      50_000,
      20_000,
      cod,
      'collect_on_delivery',
      20_000,
      null,
    ],
    ['COD order, cheaper', 'COD', -50_000, 0, null, 'collect_on_delivery', 0, null],
    ['COD order, same price', 'COD', 0, 0, null, 'none', 0, null],
    ['COD order paid online', 'COD', 50_000, 0, link, 'none', 0, 'payment.payment_type'],
    ['online order, dearer, by link', 'ONLINE', 50_000, 10_000, link, 'pending', 60_000, null],
    [
      'online order, dearer, on delivery',
      'ONLINE',
      50_000,
      0,
      cod,
      'collect_on_delivery',
      50_000,
      null,
    ],
    [
      'online order, dearer, no payment',
      'ONLINE',
      50_000,
      0,
      null,
      'none',
      0,
      'payment.payment_type',
    ],
    [
      'online order, dearer, via not offered',
      'ONLINE',
      50_000,
      0,
      bank,
      'none',
      0,
      'payment.payment_via',
    ],
    ['online order, cheaper', 'ONLINE', -50_000, 10_000, null, 'refund_due', 40_000, null],
    ['online order, evens out', 'ONLINE', -10_000, 10_000, null, 'none', 0, null],
  ] as const)('%s', (_what, type, difference, charges, payment, status, paise, refusedField) => {
    const settled = cartChangeSettlement({
      orderPaymentType: type,
      differencePaise: difference,
      chargesPaise: charges,
      payment,
    });
    expect(settled.status).toBe(status);
    expect(settled.payment_paise).toBe(paise);
    expect(settled.refusal?.field ?? null).toBe(refusedField);
  });
});

describe("cancelling a change's payment", () => {
  it.each([
    ['pending', null],
    ['paid', 'This add-on is already paid: its payment cannot be cancelled'],
    ['cancelled', 'This add-on payment is already cancelled'],
    ['collect_on_delivery', 'Only an add-on awaiting payment can be cancelled'],
    ['refund_due', 'Only an add-on awaiting payment can be cancelled'],
    ['none', 'Only an add-on awaiting payment can be cancelled'],
  ] as const)('a change whose payment is %s: %s', (status, refusal) => {
    expect(addonCancelRefusal(status)).toBe(refusal);
  });
});
