import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test-support/principals';
import { ZPaymentTypeForm } from './payment-form';
import { isCardLinkVia, onlinePaymentVias, paymentViaMethod } from './payment-via';

const issues = (input: unknown) =>
  Object.fromEntries(
    (ZPaymentTypeForm.safeParse(input).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('the payment type form (001 sections 4 and 5)', () => {
  it.each([
    [{}, { payment_type: 'Required!' }],
    [{ payment_type: 'ONLINE' }, { payment_via: 'Required!' }],
    [
      { payment_type: 'ONLINE', payment_via: 'Cheque' },
      { payment_via: 'Select a valid payment via' },
    ],
    [
      { payment_type: 'ONLINE', payment_via: 'Razorpay Bank Account' },
      { payment_tracking_id: 'Required!' },
    ],
    [{ payment_type: 'ONLINE', payment_via: 'JUSPAY' }, {}],
    [{ payment_type: 'ONLINE', payment_via: 'juspay' }, {}],
    [{ payment_type: 'COD' }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it('clears via and tracking id for COD, and the tracking id for Juspay', () => {
    expect(
      ZPaymentTypeForm.parse({
        payment_type: 'COD',
        payment_via: 'Juspay',
        payment_tracking_id: 'UTR1',
      }),
    ).toEqual({ payment_type: 'COD', payment_via: null, payment_tracking_id: null });
    expect(
      ZPaymentTypeForm.parse({
        payment_type: 'ONLINE',
        payment_via: 'JusPay',
        payment_tracking_id: 'x',
      }),
    ).toEqual({ payment_type: 'ONLINE', payment_via: 'JusPay', payment_tracking_id: null });
  });
});

describe('payment via', () => {
  it.each([
    ['JUSPAY', 2, true],
    ['razorpay bank account', 3, false],
    ['Cash', undefined, false],
  ])('%s is method %s (card link %s)', (via, id, card) => {
    expect(paymentViaMethod(via)?.id).toBe(id);
    expect(isCardLinkVia(via)).toBe(card);
  });

  it.each([
    ['admin', ['Juspay', 'Razorpay Bank Account']],
    ['teamLead', ['Juspay', 'Razorpay Bank Account']],
    ['tech', ['Juspay', 'Razorpay Bank Account']],
    ['oc', ['Juspay']],
    ['ops', ['Juspay']],
  ] as const)('%s may pick %j', (who, names) => {
    expect(onlinePaymentVias(DEMO[who]).map((m) => m.name)).toEqual(names);
  });
});
