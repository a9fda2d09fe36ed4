import { orderPayments, orders, paymentLinks } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codOrder, dueOf, paymentCalls, paymentsOf, settle } from '../../../test/payment-calls';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const TEAM_LEADER = 6;
const OC = 2;

describe('POST /api/additional-payments/ (the additional-payments widget)', () => {
  const charge = (orderRandomId: string, payments: unknown, payment: unknown, loginId = OC) =>
    call.post('/api/additional-payments/', loginId, {
      order_random_id: orderRandomId,
      payments,
      payment,
      comments: 'Lift not working, carried to the 4th floor',
    });

  it.each([
    [[{ id: 1, amount: 0.5 }], 'payments.0.amount', 'should be >= 1'],
    [[{ id: 1, amount: 5000.01 }], 'payments.0.amount', 'should be <= 5000'],
    [[{ id: 3, amount: 200001 }], 'payments.0.amount', 'should be <= 200000'],
    [[{ id: 42, amount: 10 }], 'payments.0.id', 'Select a payment'],
    [[], 'payments', 'Add at least one payment'],
  ])('refuses %j: %s "%s"', async (payments, field, message) => {
    const { order } = await codOrder(t);
    const response = await charge(order.order_random_id, payments, { payment_type: 'COD' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
  });

  it('needs a payment type, and via and tracking id for ONLINE', async () => {
    const { order } = await codOrder(t);
    const noType = await charge(order.order_random_id, [{ id: 1, amount: 100 }], {});
    expect(noType.json().fields).toEqual({ 'payment.payment_type': 'Required!' });
    const noVia = await charge(order.order_random_id, [{ id: 1, amount: 100 }], {
      payment_type: 'ONLINE',
    });
    expect(noVia.json().fields).toEqual({ 'payment.payment_via': 'Required!' });
    const noTracking = await charge(
      order.order_random_id,
      [{ id: 1, amount: 100 }],
      { payment_type: 'ONLINE', payment_via: 'Razorpay Bank Account' },
      TEAM_LEADER,
    );
    expect(noTracking.json().fields).toEqual({ 'payment.payment_tracking_id': 'Required!' });
  });

  it('keeps COD charges as a pending payment collected on delivery', async () => {
    const { order } = await codOrder(t);
    const response = await charge(
      order.order_random_id,
      [
        { id: 1, amount: 499 },
        { id: 5, amount: '250.50' },
      ],
      { payment_type: 'COD', payment_via: 'Juspay', payment_tracking_id: 'x' },
    );
    expect(response.json()).toMatchObject({
      message: 'Additional payment will be collected on delivery',
      total: 749.5,
      payment: { status: 'pending', payment_via: 'COD', amount: 749.5, reference: null },
      link: null,
    });
    expect((await auditOf(t, 'order', order.order_random_id)).at(-1)).toMatchObject({
      reason: 'Lift not working, carried to the 4th floor',
      changes: {
        additional_payment: {
          after: {
            items: [
              { name: 'Delivery Charges', amount: 499 },
              { name: 'Installation Charges', amount: 250.5 },
            ],
            total: 749.5,
            payment_type: 'COD',
            payment_via: null,
          },
        },
      },
    });
  });

  it('sends an other link via Juspay', async () => {
    const { order } = await codOrder(t);
    const response = await charge(order.order_random_id, [{ id: 2, amount: 800 }], {
      payment_type: 'ONLINE',
      payment_via: 'JUSPAY',
    });
    expect(response.json()).toMatchObject({
      message: 'Payment Link Sent Successfully!',
      payment: null,
      link: { type: 'other', amount: 800, status: 'pending' },
    });
  });
});

describe('POST /api/backoffice-payment-type-changed-orders/ (the payment type form)', () => {
  const change = (
    order: { order_random_id: string; version: number },
    payment: unknown,
    loginId = OC,
  ) =>
    call.post('/api/backoffice-payment-type-changed-orders/', loginId, {
      order_random_id: order.order_random_id,
      version: order.version,
      payment,
    });

  it('moves every eligible cart online with a Juspay link', async () => {
    const { order, carts } = await codOrder(t, [{ status: 1 }, { status: 4 }]);
    const response = await change(order, { payment_type: 'ONLINE', payment_via: 'Juspay' });
    expect(response.json()).toMatchObject({
      message: 'Payment Link Sent Successfully!',
      payment_type: 'COD',
      request: { cart_pids: [carts[0]!.id], amount: dueOf(order, carts[0]!) / 100 },
    });
    await settle(t, response.json().request.link.transaction_id, 'paid');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.payment_type).toBe('ONLINE');
  });

  it('takes the payment at once with a bank tracking id (Team Leader)', async () => {
    const { order, carts } = await codOrder(t, [{ status: 2 }]);
    const response = await change(
      order,
      {
        payment_type: 'ONLINE',
        payment_via: 'Razorpay Bank Account',
        payment_tracking_id: 'UTR77',
      },
      TEAM_LEADER,
    );
    expect(response.json()).toMatchObject({
      message: 'Payment recorded: the order is now paid online',
      payment_type: 'ONLINE',
      version: order.version + 1,
      request: { status: 'paid', payment_ref_id: 'UTR77', link: null },
    });
    expect(
      (await paymentsOf(t, order.id)).map((p) => [
        p.method_id,
        p.amount_paise,
        p.recorded_by_login_id,
      ]),
    ).toEqual([[3, dueOf(order, carts[0]!), TEAM_LEADER]]);
  });

  it('turns an unpaid online order to COD and cancels its open new link', async () => {
    const { order } = await codOrder(t, [{ status: 1 }]);
    await t.db
      .update(orders)
      .set({ payment_type: 'ONLINE', payment_method_id: 2 })
      .where(eq(orders.id, order.id));
    await call.post('/api/send-payment-link/', OC, {
      order_random_id: order.order_random_id,
      type: 'new',
    });
    const response = await change(order, { payment_type: 'COD' });
    expect(response.json()).toMatchObject({
      message: 'The order is now cash on delivery',
      payment_type: 'COD',
    });
    const links = await t.db.select().from(paymentLinks).where(eq(paymentLinks.order_id, order.id));
    expect(links.map((l) => l.status)).toEqual(['cancelled']);
  });

  it('refuses COD once something was paid online, the same type, and a stale version', async () => {
    const { order } = await codOrder(t, [{ status: 1 }]);
    const same = await change(order, { payment_type: 'COD' });
    expect(same.json().fields).toEqual({ 'payment.payment_type': 'The order is already COD' });
    await t.db.update(orders).set({ payment_type: 'ONLINE' }).where(eq(orders.id, order.id));
    await t.db.insert(orderPayments).values({
      order_id: order.id,
      method_id: 2,
      amount_paise: 100,
      status: 'paid',
    });
    const paid = await change(order, { payment_type: 'COD' });
    expect(paid.json().fields).toEqual({
      'payment.payment_type': 'The order has online payments: it cannot become cash on delivery',
    });
    const stale = await change({ ...order, version: order.version + 5 }, { payment_type: 'COD' });
    expect(stale.statusCode).toBe(409);
  });

  it('is refused to FINANCE (403)', async () => {
    const { order } = await codOrder(t);
    expect(
      (await change(order, { payment_type: 'ONLINE', payment_via: 'Juspay' }, 7)).statusCode,
    ).toBe(403);
  });
});
