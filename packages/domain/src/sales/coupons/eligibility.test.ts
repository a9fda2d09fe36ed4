import { describe, expect, it } from 'vitest';
import { couponHidesCashModes, type CouponTerms } from './coupon';
import { couponIneligibility, type CouponUse } from './eligibility';

const NOW = new Date('2026-03-10T06:30:00Z');
const FESTIVE10: CouponTerms = {
  code: 'FESTIVE10',
  description: '10% off',
  discount_kind: 'percent',
  value: 1_000,
  max_discount_paise: null,
  min_order_paise: 500_000,
  valid_from: new Date('2026-01-01T00:00:00+05:30'),
  valid_to: new Date('2026-04-01T00:00:00+05:30'),
  active: true,
  classification_id: null,
  is_bank_coupon: false,
  usage_limit: 100,
  used_count: 10,
  channels: [0, 7],
};
const USE: CouponUse = { now: NOW, affiliate_id: 0, order_value_paise: 1_000_000 };

describe('coupon eligibility (000 section 5)', () => {
  it.each<[string, CouponTerms | null, Partial<CouponUse>, string | null]>([
    ['an eligible coupon', FESTIVE10, {}, null],
    ['an unknown code', null, {}, 'Invalid Coupon Code!'],
    [
      'a switched-off coupon',
      { ...FESTIVE10, active: false },
      {},
      'This coupon is no longer active',
    ],
    [
      'a coupon not valid yet',
      { ...FESTIVE10, valid_from: new Date('2026-03-15T00:00:00+05:30') },
      {},
      'This coupon is valid from 15 Mar, 2026',
    ],
    ['the first moment of validity', FESTIVE10, { now: FESTIVE10.valid_from }, null],
    [
      'the end of validity (exclusive)',
      FESTIVE10,
      { now: FESTIVE10.valid_to },
      'This coupon expired on 1 Apr, 2026',
    ],
    [
      'another channel',
      FESTIVE10,
      { affiliate_id: 3 },
      'This coupon is not valid on this sales channel',
    ],
    ['any channel when none is listed', { ...FESTIVE10, channels: [] }, { affiliate_id: 3 }, null],
    [
      'a used-up coupon',
      { ...FESTIVE10, used_count: 100 },
      {},
      'This coupon has reached its usage limit',
    ],
    ['no usage limit', { ...FESTIVE10, usage_limit: null, used_count: 9_999 }, {}, null],
    [
      'an order under the minimum',
      FESTIVE10,
      { order_value_paise: 499_999 },
      'This coupon needs a minimum order value of ₹5,000',
    ],
    ['an order at the minimum', FESTIVE10, { order_value_paise: 500_000 }, null],
    [
      'a bank coupon on COD',
      { ...FESTIVE10, is_bank_coupon: true },
      { payment_type: 'COD' },
      'This bank offer coupon applies to online payments only',
    ],
    [
      'a bank coupon paid online',
      { ...FESTIVE10, is_bank_coupon: true },
      { payment_type: 'ONLINE' },
      null,
    ],
    ['a bank coupon before payment is chosen', { ...FESTIVE10, is_bank_coupon: true }, {}, null],
    [
      'switched off and expired: the first reason',
      { ...FESTIVE10, active: false, valid_to: new Date('2026-02-01T00:00:00Z') },
      {},
      'This coupon is no longer active',
    ],
  ])('%s: %j', (_label, coupon, use, message) => {
    expect(couponIneligibility(coupon, { ...USE, ...use })).toBe(message);
  });

  it.each([
    [23, true],
    [1, false],
    [null, false],
  ])('classification %j hides the cash modes: %s', (classification_id, hides) => {
    expect(couponHidesCashModes({ classification_id })).toBe(hides);
  });
});
