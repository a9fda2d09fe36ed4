import { orderPayments, paymentLinks } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codOrder, paymentCalls, paymentsOf } from '../../../test/payment-calls';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const ADMIN = 1;
const key = (k: string) => ({ 'idempotency-key': `test-key-${k}` });

const bankPayment = (orderRandomId: string, amount = 500) => ({
  order_random_id: orderRandomId,
  payments: [{ id: 1, amount }],
  payment: {
    payment_type: 'ONLINE',
    payment_via: 'Razorpay Bank Account',
    payment_tracking_id: 'UTR123456',
  },
});

describe('idempotent payment calls', () => {
  it('takes a payment once for the same key and replays the first answer', async () => {
    const { order } = await codOrder(t);
    const first = await call.post(
      '/api/additional-payments/',
      ADMIN,
      bankPayment(order.order_random_id),
      key('one'),
    );
    expect(first.statusCode).toBe(200);
    const second = await call.post(
      '/api/additional-payments/',
      ADMIN,
      bankPayment(order.order_random_id),
      key('one'),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(
      (await paymentsOf(t, order.id)).map((p) => [p.status, p.amount_paise, p.reference]),
    ).toEqual([['paid', 50_000, 'UTR123456']]);
  });

  it('answers 422 for the same key with another body, and writes nothing', async () => {
    const { order } = await codOrder(t);
    await call.post(
      '/api/additional-payments/',
      ADMIN,
      bankPayment(order.order_random_id),
      key('two'),
    );
    const reused = await call.post(
      '/api/additional-payments/',
      ADMIN,
      bankPayment(order.order_random_id, 600),
      key('two'),
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: 'This Idempotency-Key was already used for a different request',
    });
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
  });

  it('keeps keys apart by user and by route', async () => {
    const { order } = await codOrder(t);
    await call.post(
      '/api/additional-payments/',
      ADMIN,
      bankPayment(order.order_random_id),
      key('three'),
    );
    await call.post(
      '/api/additional-payments/',
      6,
      bankPayment(order.order_random_id),
      key('three'),
    );
    expect(await paymentsOf(t, order.id)).toHaveLength(2);
    const link = await call.post(
      '/api/send-payment-link/',
      ADMIN,
      { order_random_id: order.order_random_id, type: 'other', amount: 5 },
      key('three'),
    );
    expect(link.statusCode).toBe(200);
  });

  it('sends one link for two concurrent requests with the same key', async () => {
    const { order } = await codOrder(t);
    const body = { order_random_id: order.order_random_id, type: 'other', amount: 75 };
    const answers = await Promise.all([
      call.post('/api/send-payment-link/', 2, body, key('four')),
      call.post('/api/send-payment-link/', 2, body, key('four')),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(
      await t.db.select().from(paymentLinks).where(eq(paymentLinks.order_id, order.id)),
    ).toHaveLength(1);
  });

  it('runs a failed first try again (nothing was kept)', async () => {
    const { order } = await codOrder(t);
    const refused = await call.post(
      '/api/additional-payments/',
      4,
      bankPayment(order.order_random_id),
      key('five'),
    );
    expect(refused.json().fields).toEqual({
      'payment.payment_via': 'This payment via is not allowed for you',
    });
    const retried = await call.post(
      '/api/additional-payments/',
      4,
      bankPayment(order.order_random_id),
      key('five'),
    );
    expect(retried.statusCode).toBe(400);
    expect(
      await t.db.select().from(orderPayments).where(eq(orderPayments.order_id, order.id)),
    ).toEqual([]);
  });

  it.each(['short', 'with spaces in it'])('refuses the key %j (400)', async (bad) => {
    const { order } = await codOrder(t);
    const response = await call.post(
      '/api/additional-payments/',
      ADMIN,
      bankPayment(order.order_random_id),
      {
        'idempotency-key': bad,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'Idempotency-Key':
        'Idempotency-Key must be 8 to 100 letters, digits, dashes, underscores or colons',
    });
  });
});
