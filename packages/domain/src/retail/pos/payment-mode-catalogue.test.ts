import { describe, expect, it } from 'vitest';
import { CASH_PAYMENT_MODE_IDS, CASH_REPORT_MODE_OPTIONS } from '../cash/payment-modes';
import { DEVICE_PAYMENT_MODES, PAYMENT_MODES } from './constants';
import { paymentModeLabel, tillPaymentModes } from './payment-modes';

describe('the one payment-mode catalogue (002 section 3)', () => {
  // 002 names the modes by id: -1 cash at store, -2 COD-type, -3 card with bank offers,
  // -5 payment id (NEFT-like), 1, 6, 10, 20 on a device; 'Payment Id *' labels -5's field.
  it.each([
    [-1, 'Cash at Store', 'Cash at store'],
    [-2, 'Pay on Delivery', 'Cash on delivery'],
    [-3, 'Card (Bank Offers)', 'Card with bank offers'],
    [-5, 'Payment Id', 'Payment id (NEFT)'],
    [1, 'Card on POS Machine', 'Card (device)'],
    [6, 'Wallet on POS Machine', 'Wallet (device)'],
    [10, 'UPI on POS Machine', 'UPI (device)'],
    [20, 'EMI on POS Machine', 'EMI (device)'],
  ])('mode %i: the till shows %s, the cash report lists %s', (id, label, reportName) => {
    expect(PAYMENT_MODES.find((mode) => mode.id === id)).toEqual({
      id,
      label,
      report_name: reportName,
    });
    expect(paymentModeLabel(id)).toBe(label);
    expect(CASH_REPORT_MODE_OPTIONS.find((mode) => mode.id === id)?.name).toBe(reportName);
  });

  it('holds the 8 modes once, the cash report filtering by the same ids', () => {
    expect(PAYMENT_MODES.map((mode) => mode.id)).toEqual([-1, -2, -3, -5, 1, 6, 10, 20]);
    expect(CASH_PAYMENT_MODE_IDS).toEqual(PAYMENT_MODES.map((mode) => mode.id));
    expect(DEVICE_PAYMENT_MODES).toEqual([1, 6, 10, 20]);
  });
});

describe('the till modes of an order (cash at store judged once)', () => {
  const facts = {
    coupon: null,
    net_price_paise: 100_000,
    credit_paise: 0,
    giftcard_paise: 0,
    final_amount_paise: 100_000,
    lines: [{ is_instant_invoice: false, cod_delivery_possible: true }],
    has_devices: false,
  };
  it.each([
    ['a line payable on delivery', facts, [-1, -2, -3, -5]],
    [
      'a line not payable on delivery',
      { ...facts, lines: [{ is_instant_invoice: false, cod_delivery_possible: false }] },
      [-2, -3, -5],
    ],
    ['above ₹20000 net of credit', { ...facts, net_price_paise: 2_000_001 }, [-2, -3, -5]],
    [
      'a gift card paying everything',
      { ...facts, giftcard_paise: 100_000, final_amount_paise: 0 },
      [-2],
    ],
  ])('%s', (_name, input, modes) => {
    expect(tillPaymentModes(input)).toEqual(modes);
  });
});
