import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_PAYMENT_OPTIONS,
  additionalPaymentsTotal,
  selectedPaymentMessage,
  selectedPaymentSchema,
  ZAdditionalPaymentsRequest,
} from './additional-payments';

const DELIVERY = ADDITIONAL_PAYMENT_OPTIONS[0];

describe('an additional payment within its option (001 section 5)', () => {
  it.each([
    [100, null],
    [99, 'should be >= 1'],
    [500_000, null],
    [500_001, 'should be <= 5000'],
  ])('%i paise of Delivery Charges: %s', (paise, message) => {
    expect(selectedPaymentMessage(DELIVERY, paise)).toBe(message);
  });

  it('checks the option and the amount in one schema', () => {
    const schema = selectedPaymentSchema(ADDITIONAL_PAYMENT_OPTIONS);
    expect(schema.parse({ id: 1, amount: '499.50' })).toEqual({ id: 1, amount: 49_950 });
    expect(schema.safeParse({ id: 1, amount: 6000 }).error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'should be <= 5000',
    });
    expect(schema.safeParse({ id: 99, amount: 10 }).error?.issues[0]?.message).toBe(
      'Select a payment',
    );
  });

  it('offers one default option', () => {
    expect(ADDITIONAL_PAYMENT_OPTIONS.filter((o) => o.default)).toHaveLength(1);
  });
});

describe('the widget total', () => {
  it.each([
    [0, [10_000, 5_000], { kind: 'extra', amount: 15_000 }],
    [-20_000, [5_000], { kind: 'refund', amount: 15_000 }],
    [-5_000, [5_000], { kind: 'none', amount: 0 }],
    [30_000, [], { kind: 'extra', amount: 30_000 }],
  ] as const)('base %i with %j is %j', (base, payments, total) => {
    expect(additionalPaymentsTotal(base, payments)).toEqual(total);
  });
});

describe('the additional payments payload', () => {
  it('needs payments, once each, and the payment form', () => {
    const refused = ZAdditionalPaymentsRequest.safeParse({
      order_random_id: 'ABCD1234',
      payments: [
        { id: 1, amount: 10 },
        { id: 1, amount: 20 },
      ],
      payment: { payment_type: 'ONLINE' },
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['payments', 'This payment is already added'],
      ['payment.payment_via', 'Required!'],
    ]);
  });
});
