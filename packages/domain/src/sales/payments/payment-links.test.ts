import { describe, expect, it } from 'vitest';
import {
  effectiveLinkStatus,
  isLinkPayable,
  linkExpiresAt,
  PAYMENT_LINK_TYPE_VALUES,
  ZCancelPaymentLinkRequest,
  ZSendPaymentLinkRequest,
} from './payment-links';

const created = new Date('2026-03-01T10:00:00.000Z');
const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);

describe('payment links', () => {
  it('has the spec types RNR, new, cto and other', () => {
    expect(PAYMENT_LINK_TYPE_VALUES).toEqual(['RNR', 'new', 'cto', 'other']);
  });

  it('lasts 24 hours', () => {
    expect(linkExpiresAt(created).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it.each([
    ['pending', 23.99, 'pending'],
    ['pending', 24, 'expired'],
    ['failed', 25, 'expired'],
    ['failed', 1, 'failed'],
    ['paid', 30, 'paid'],
    ['cancelled', 30, 'cancelled'],
  ] as const)('%s after %d hours reads %s', (status, hours, effective) => {
    expect(effectiveLinkStatus(status, linkExpiresAt(created), at(hours))).toBe(effective);
  });

  it.each([
    ['pending', true],
    ['failed', true],
    ['paid', false],
    ['expired', false],
    ['cancelled', false],
  ] as const)('a %s link payable: %s', (status, payable) => {
    expect(isLinkPayable(status)).toBe(payable);
  });
});

describe('send payment link payload', () => {
  const base = { order_random_id: 'abcd1234' };
  it.each([
    [{ type: 'cto' }, { cart_pids: 'Select at least one cart' }],
    [{ type: 'RNR', cart_pids: [] }, { cart_pids: 'Select at least one cart' }],
    [{ type: 'other' }, { amount: 'Amount is Required!' }],
    [{ type: 'other', amount: 0.5 }, { amount: 'Amount should be between ₹1 and ₹5,00,000' }],
    [{ type: 'other', amount: 500000.01 }, { amount: 'Amount should be between ₹1 and ₹5,00,000' }],
    [{ type: 'later' }, { type: 'Payment link type is Required!' }],
  ])('%j is refused with %j', (fields, errors) => {
    const result = ZSendPaymentLinkRequest.safeParse({ ...base, ...fields });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(issues).toMatchObject(errors);
  });

  it('reads the order id upper-case and the amount in paise', () => {
    expect(ZSendPaymentLinkRequest.parse({ ...base, type: 'other', amount: '1250.5' })).toEqual({
      order_random_id: 'ABCD1234',
      type: 'other',
      cart_pids: [],
      amount: 125_050,
    });
  });

  it('needs a reason to cancel: "Reason is Required!"', () => {
    const result = ZCancelPaymentLinkRequest.safeParse({
      transaction_id: 'sbx_1',
      type: 'cto',
      comments: '  ',
      version: 1,
    });
    expect(result.error?.issues[0]?.message).toBe('Reason is Required!');
  });
});
