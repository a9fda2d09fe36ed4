import { describe, expect, it } from 'vitest';
import { changeToReturn, cashReceivedMessage, isCashAtStoreOffered } from './cash-at-store';
import { allowedPaymentModes, isCouponListed } from './payment-modes';
import { posGiftCardAmount } from './gift-card-amount';

const line = { is_instant_invoice: false, cod_delivery_possible: true };

describe('cash at store (not above ₹20000 net of credit, no instant pickup, COD possible)', () => {
  it.each([
    [2_000_000, 0, [line], true],
    [2_000_001, 0, [line], false],
    [2_500_000, 500_000, [line], true],
    [100_000, 0, [line, { ...line, is_instant_invoice: true }], false],
    [100_000, 0, [{ ...line, cod_delivery_possible: false }], false],
  ])('net %i less credit %i -> %s', (net, credit, lines, offered) => {
    expect(isCashAtStoreOffered({ net_price_paise: net, credit_paise: credit, lines })).toBe(
      offered,
    );
  });

  it("says 'Min ₹{amount}' below the payable amount and gives the change above it", () => {
    expect(cashReceivedMessage(100_000, 150_050)).toBe('Min ₹1500.50');
    expect(cashReceivedMessage(150_050, 150_050)).toBeNull();
    expect(changeToReturn(200_000, 150_050)).toBe(49_950);
    expect(changeToReturn(100_000, 150_050)).toBeNull();
  });
});

describe('allowed payment modes', () => {
  const base = {
    coupon: null,
    gift_card_covers_all: false,
    cash_at_store_offered: true,
    has_devices: true,
  };
  const coupon = { code: 'SAVE', classification_id: null, is_bank_coupon: false };
  it.each([
    ['everything', base, [-1, -2, -3, -5, 1, 6, 10, 20]],
    ['no cash at store', { ...base, cash_at_store_offered: false }, [-2, -3, -5, 1, 6, 10, 20]],
    [
      'classification 23',
      { ...base, coupon: { ...coupon, classification_id: 23 } },
      [-3, -5, 1, 6, 10, 20],
    ],
    ['a bank coupon', { ...base, coupon: { ...coupon, is_bank_coupon: true } }, [-3]],
    ['a gift card covering all', { ...base, gift_card_covers_all: true }, [-2]],
    ['no devices', { ...base, has_devices: false }, [-1, -2, -3, -5]],
  ])('%s', (_name, input, modes) => {
    expect(allowedPaymentModes(input)).toEqual(modes);
  });

  it('hides WFYESEMI from the coupon list', () => {
    expect(isCouponListed('wfyesemi')).toBe(false);
    expect(isCouponListed('SAVE10')).toBe(true);
  });
});

describe('gift card amounts', () => {
  it.each([
    [
      'full, balance above payable',
      'full',
      null,
      500_000,
      300_000,
      { amount_paise: 300_000, covers_all: true },
    ],
    [
      'full, balance below payable',
      'full',
      null,
      100_000,
      300_000,
      { amount_paise: 100_000, covers_all: false },
    ],
    [
      'custom within',
      'custom',
      50_000,
      500_000,
      300_000,
      { amount_paise: 50_000, covers_all: false },
    ],
    [
      'custom above payable',
      'custom',
      400_000,
      500_000,
      300_000,
      { error: 'Entered gift card amount is higher than the total pay amount' },
    ],
    [
      'custom below 1',
      'custom',
      50,
      500_000,
      300_000,
      { error: 'Entered gift card amount cannot be less than 1' },
    ],
  ] as const)('%s', (_name, pay_type, custom, balance, payable, result) => {
    expect(
      posGiftCardAmount({
        pay_type,
        custom_paise: custom,
        balance_paise: balance,
        payable_paise: payable,
      }),
    ).toEqual(result);
  });
});
