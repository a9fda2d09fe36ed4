import type { PosOrderDetail, WalletData } from '@backoffice/domain/retail/pos';
import { describe, expect, it } from 'vitest';
import { tillAmounts } from './till-amounts';

const order = (net: number, delivery = 0) =>
  ({ total_net_price: net, total_delivery_charges: delivery }) as PosOrderDetail;
const wallet: WalletData = {
  a_balance: 1500,
  b_balance: 300,
  a_balance_can_be_used: 1500,
  b_balance_can_be_used: 300,
};
const none = { walletTicked: false, bankOfferSavingPaise: 0, giftCardPaise: 0 };

describe('tillAmounts', () => {
  it('pays net price and delivery when nothing is taken off', () => {
    const a = tillAmounts(order(12_000, 499), wallet, none);
    expect(a.orderTotalPaise).toBe(1_249_900);
    expect(a.finalPaise).toBe(1_249_900);
    expect(a.walletUsablePaise).toBe(180_000);
  });

  it('offers no wallet credit at or below a net price of ₹5000, ticked or not', () => {
    const a = tillAmounts(order(5000), wallet, { ...none, walletTicked: true });
    expect(a.walletUsablePaise).toBe(0);
    expect(a.walletUsedPaise).toBe(0);
    expect(a.finalPaise).toBe(500_000);
  });

  it('caps earned credit at 25% of the cart and takes refund credit in full', () => {
    const a = tillAmounts(order(5200), wallet, { ...none, walletTicked: true });
    expect(a.walletAPaise).toBe(130_000);
    expect(a.walletBPaise).toBe(30_000);
    expect(a.finalPaise).toBe(520_000 - 160_000);
  });

  it('takes the bank offer before the gift card, which may cover the rest', () => {
    const a = tillAmounts(order(10_000), wallet, {
      walletTicked: true,
      bankOfferSavingPaise: 50_000,
      giftCardPaise: 770_000,
    });
    expect(a.payableBeforeGiftCardPaise).toBe(1_000_000 - 180_000 - 50_000);
    expect(a.giftCardPaise).toBe(770_000);
    expect(a.finalPaise).toBe(0);
  });

  it('drops a gift card value above what is payable now, to be entered again', () => {
    const a = tillAmounts(order(6000), wallet, { ...none, giftCardPaise: 700_000 });
    expect(a.giftCardOutdated).toBe(true);
    expect(a.giftCardPaise).toBe(0);
    expect(a.finalPaise).toBe(600_000);
  });
});
