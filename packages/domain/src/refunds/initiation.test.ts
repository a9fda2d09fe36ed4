import { describe, expect, it } from 'vitest';
import {
  initiationRefusal,
  odaChargeRefusal,
  REFUND_INITIATION_MESSAGES as M,
  REFUND_INITIATIONS,
  type RefundInitiation,
} from './initiation';
import { refundCategoryBySlug } from './categories';

const own = { affiliate_id: 0, orm_order_status: 2, oda_charges_paise: 0 };
const partner = { ...own, affiliate_id: 3 };
const cancelled = { ...own, orm_order_status: 4 };
const oda = { ...own, oda_charges_paise: 5_000 };

describe('refund initiations (docs/refunds.md "Initiating refunds")', () => {
  it.each([
    ['price-drop', 6],
    ['sale-benefit', 2],
    ['sale-benefit-affiliate', 2],
    ['oda-charge', 7],
    ['carpenter', 8],
  ] as const)('%s raises category %i', (kind, id) => {
    expect(refundCategoryBySlug(REFUND_INITIATIONS[kind].category)?.id).toBe(id);
  });

  it.each([
    ['price-drop', own, null],
    ['price-drop', partner, M.productOnly],
    ['price-drop', cancelled, M.cartCancelled],
    ['sale-benefit', own, null],
    ['sale-benefit', partner, M.productOnly],
    ['sale-benefit-affiliate', partner, null],
    ['sale-benefit-affiliate', own, M.affiliateOnly],
    ['oda-charge', own, M.noOdaCharge],
    ['oda-charge', oda, null],
    ['oda-charge', { ...oda, orm_order_status: 4 }, null],
    ['carpenter', own, null],
    ['carpenter', partner, null],
    ['carpenter', { ...partner, orm_order_status: 4 }, M.cartCancelled],
  ] as const)('%s on %j: %s', (kind: RefundInitiation, cart, refusal) => {
    expect(initiationRefusal(kind, cart)).toBe(refusal);
  });

  it('keeps an ODA-charge refund within the charge less its refunds', () => {
    expect(odaChargeRefusal(3_000, 5_000, 2_000)).toBeNull();
    expect(odaChargeRefusal(3_001, 5_000, 2_000)).toBe(M.aboveOdaCharge(3_000));
    expect(odaChargeRefusal(1, 5_000, 6_000)).toBe(M.aboveOdaCharge(0));
  });

  it('only sale benefits are once per cart', () => {
    const once = Object.entries(REFUND_INITIATIONS).filter(([, r]) => r.once);
    expect(once.map(([k]) => k)).toEqual(['sale-benefit', 'sale-benefit-affiliate']);
  });
});
