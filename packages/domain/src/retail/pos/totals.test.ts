import { describe, expect, it } from 'vitest';
import { posTotals, type PosTotalsInput } from './totals';

const none = {
  bank_offer_saving_paise: 0,
  wallet_a_paise: 0,
  wallet_b_paise: 0,
  giftcard_paise: 0,
};
const lines: PosTotalsInput['lines'] = [
  {
    id: 1,
    item_quantity: 2,
    item_price_paise: 1_000_000,
    item_mrp_paise: 1_200_000,
    delivery_charges_paise: 50_000,
  },
  {
    id: 2,
    item_quantity: 1,
    item_price_paise: 500_000,
    item_mrp_paise: 500_000,
    delivery_charges_paise: 0,
  },
];

describe('posTotals: the one total of a POS order', () => {
  it('totals lines at MRP, discounts to the price, adds delivery', () => {
    const t = posTotals({ lines, coupon: null, ...none });
    expect(t.total_net_mrp_paise).toBe(2_900_000);
    expect(t.total_net_discount_paise).toBe(400_000);
    expect(t.total_net_price_paise).toBe(2_500_000);
    expect(t.total_delivery_charges_paise).toBe(50_000);
    expect(t.final_amount_paise).toBe(2_550_000);
    expect(t.lines[0]?.delivery_charges_per_qty_paise).toBe(25_000);
    expect(t.total_discount_percentage).toBe(13.79);
  });

  it('spreads a coupon over the lines by value and takes every deduction off the final amount', () => {
    const t = posTotals({
      lines,
      coupon: { discount_kind: 'percent', value: 1_000, max_discount_paise: 200_000 },
      bank_offer_saving_paise: 100_000,
      wallet_a_paise: 50_000,
      wallet_b_paise: 10_000,
      giftcard_paise: 300_000,
    });
    expect(t.coupon_discount_paise).toBe(200_000);
    expect(t.lines.map((l) => l.coupon_discount_paise)).toEqual([160_000, 40_000]);
    expect(t.total_net_price_paise).toBe(2_300_000);
    expect(t.wallet_used_paise).toBe(60_000);
    expect(t.final_amount_paise).toBe(2_300_000 + 50_000 - 100_000 - 60_000 - 300_000);
  });

  it('refuses deductions above the order', () => {
    expect(() => posTotals({ lines, coupon: null, ...none, giftcard_paise: 9_000_000 })).toThrow(
      RangeError,
    );
  });

  it('totals an empty order as nothing', () => {
    expect(posTotals({ lines: [], coupon: null, ...none }).final_amount_paise).toBe(0);
  });
});
