import { describe, expect, it } from 'vitest';
import { defaultAccessConfig } from '../../access/access-config';
import { DEMO } from '../../test-support/principals';
import {
  canForcefullyConfirm,
  placingRefusal,
  posPlacingPayment,
  POS_PLACING_MESSAGES as M,
} from './placing';

describe('how a payment mode pays the placed order', () => {
  it.each([
    [-1, 1000, 'ONLINE', 'Retail Affiliate', false],
    [-5, 1000, 'ONLINE', 'Retail Affiliate', false],
    [-2, 1000, 'COD', null, false],
    [-2, 0, 'ONLINE', 'Retail Affiliate', false],
    [-3, 1000, 'ONLINE', 'Retail Affiliate', true],
    [10, 1000, 'ONLINE', 'Retail Affiliate', true],
    [-3, 0, 'ONLINE', 'Retail Affiliate', false],
  ])('mode %i with %i paise left: %s via %s, provider %s', (mode, rest, type, via, provider) => {
    expect(posPlacingPayment(mode, rest)).toEqual({
      payment_type: type,
      payment_via: via,
      through_provider: provider,
    });
  });
});

describe('placing refusals', () => {
  const base = {
    mode: -1,
    allowed_modes: [-1, -2, -3, -5],
    rest_paise: 100_000,
    wallet_paise: 0,
    giftcard_paise: 0,
    cash_received_paise: null,
  };
  it('refuses a mode the order does not allow', () => {
    expect(placingRefusal({ ...base, mode: 10 })).toEqual({
      field: 'AllowedPaymentMode',
      message: M.modeNotAllowed,
    });
  });
  it('refuses wallet credit or a gift card on part of a pay-on-delivery order', () => {
    expect(placingRefusal({ ...base, mode: -2, wallet_paise: 100 })?.message).toBe(
      M.prepaidOnlyInFull,
    );
    expect(placingRefusal({ ...base, mode: -2, rest_paise: 0, giftcard_paise: 100 })).toBeNull();
  });
  it('asks for at least the amount in cash, as Min ₹{amount}', () => {
    expect(placingRefusal({ ...base, cash_received_paise: 50_000 })?.message).toBe('Min ₹1000.00');
    expect(placingRefusal({ ...base, cash_received_paise: 150_000 })).toBeNull();
    expect(placingRefusal({ ...base, mode: -5, cash_received_paise: 150_000 })?.field).toBe(
      'cash_received',
    );
  });
});

describe('who may act on a payment in progress', () => {
  const inProgress = {
    payment_type: 'ONLINE',
    is_order_created: false,
    is_order_cancelled: false,
    ptr_id: 'sbx_1',
  };
  it('lets only a Retail Manager confirm forcefully, only with a payment in progress', () => {
    const { retailManager, retailAgent } = DEMO;
    expect(canForcefullyConfirm(retailManager, inProgress, defaultAccessConfig)).toBe(true);
    expect(canForcefullyConfirm(retailAgent, inProgress, defaultAccessConfig)).toBe(false);
    const noPayment = { ...inProgress, ptr_id: null };
    expect(canForcefullyConfirm(retailManager, noPayment, defaultAccessConfig)).toBe(false);
  });
});
