import { codToOnlineRequests, orders, paymentLinks } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessages } from '../../../integrations/messages/messages.sandbox';
import type { SandboxPayments } from '../../../integrations/payments/payments.sandbox';
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

const HOUR = 3_600_000;
const linkOf = async (transactionId: string) =>
  (await t.db.select().from(paymentLinks).where(eq(paymentLinks.transaction_id, transactionId)))[0];

describe('POST /api/send-payment-link/', () => {
  it('sends an other link by SMS, keeps it pending for 24 hours and audits it', async () => {
    const { order } = await codOrder(t);
    const response = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id.toLowerCase(),
      type: 'other',
      amount: '499.50',
    });
    expect(response.statusCode).toBe(200);
    const { message, link } = response.json();
    expect(message).toBe('Payment Link Sent Successfully!');
    expect(link).toMatchObject({
      order_random_id: order.order_random_id,
      type: 'other',
      type_label: 'Other',
      payment_via: 'Juspay',
      amount: 499.5,
      status: 'pending',
      created_by: { login_id: 2 },
    });
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(24 * HOUR);
    expect(link.url).toContain(`/api/sandbox-payments/pay/${link.transaction_id}`);
    const sms = (t.ctx.integrations.messages as SandboxMessages).sent.at(-1);
    expect(sms).toMatchObject({ channel: 'sms', text: expect.stringContaining(link.url) });
    expect((await auditOf(t, 'order', order.order_random_id)).at(-1)).toMatchObject({
      actor_login_id: 2,
      changes: { payment_link: { before: null, after: { type: 'other', amount: 499.5 } } },
    });
  });

  it.each([
    [{ type: 'other', amount: 0.99 }, 'amount', 'Amount should be between ₹1 and ₹5,00,000'],
    [{ type: 'other' }, 'amount', 'Amount is Required!'],
    [{ type: 'cto' }, 'cart_pids', 'Select at least one cart'],
    [{ type: 'new' }, 'type', 'The order is cash on delivery: use COD to Online for its carts'],
    [
      { type: 'other', amount: 10, payment_via: 'Razorpay Bank Account' },
      'payment_via',
      'This payment via is not allowed for you',
    ],
    [
      { type: 'other', amount: 10, payment_via: 'COD' },
      'payment_via',
      'Payment links are sent through Juspay or Razorpay Bank Account',
    ],
  ])('refuses %j: %s "%s"', async (body, field, message) => {
    const { order } = await codOrder(t);
    const response = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    expect(
      await t.db.select().from(paymentLinks).where(eq(paymentLinks.order_id, order.id)),
    ).toEqual([]);
  });

  it('lets a Team Leader send a bank payment link', async () => {
    const { order } = await codOrder(t);
    const response = await call.post('/api/send-payment-link/', 6, {
      order_random_id: order.order_random_id,
      type: 'other',
      amount: 100,
      payment_via: 'razorpay bank account',
    });
    expect(response.json().link).toMatchObject({ payment_via: 'Razorpay Bank Account' });
  });

  it('asks an online order with nothing paid for its whole amount (new)', async () => {
    const { order, carts } = await codOrder(t, [{ status: 1 }, { status: 1 }]);
    await t.db
      .update(orders)
      .set({ payment_type: 'ONLINE', payment_method_id: 2 })
      .where(eq(orders.id, order.id));
    const response = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'new',
    });
    const due = carts.reduce((sum, c) => sum + dueOf(order, c), 0);
    expect(response.json().link).toMatchObject({ type: 'new', amount: due / 100 });
  });

  it('is refused to FINANCE (403) and answers 404 for an unknown order', async () => {
    const { order } = await codOrder(t);
    const refused = await call.post('/api/send-payment-link/', 7, {
      order_random_id: order.order_random_id,
      type: 'other',
      amount: 10,
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await call.post('/api/send-payment-link/', 2, {
      order_random_id: 'ZZZZ9999',
      type: 'other',
      amount: 10,
    });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Order not found' });
  });
});

describe('the sandbox drives a link to paid, failed and expired', () => {
  it('records a failed try, then the payment, once, with an audit entry', async () => {
    const { order } = await codOrder(t);
    const sent = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'other',
      amount: 250,
    });
    const { transaction_id } = sent.json().link;
    expect((await settle(t, transaction_id, 'failed')).json()).toMatchObject({ status: 'failed' });
    expect((await settle(t, transaction_id, 'paid')).json()).toMatchObject({
      status: 'paid',
      changed: true,
    });
    expect((await settle(t, transaction_id, 'paid')).json()).toMatchObject({
      status: 'paid',
      changed: false,
    });
    expect(
      (await paymentsOf(t, order.id)).map((p) => [p.status, p.amount_paise, p.method_id]),
    ).toEqual([
      ['failed', 25_000, 2],
      ['paid', 25_000, 2],
    ]);
    expect(await linkOf(transaction_id)).toMatchObject({
      status: 'paid',
      paid_at: expect.any(Date),
    });
    const audit = await auditOf(t, 'order', order.order_random_id);
    expect(audit.at(-1)).toMatchObject({
      actor_login_id: null,
      actor_role: 'system',
      reason: 'Paid through the payment link',
    });
    const payments = await call.get(`/api/order-payments/${order.order_random_id}/`, 4);
    expect(payments.json()).toMatchObject({
      payments: [{ status: 'paid', transaction_id, amount: 250 }, { status: 'failed' }],
      links: [{ transaction_id, status: 'paid' }],
    });
  });

  it("tells an online order's amount due and paid online from its bill: nothing paid while its link is open", async () => {
    const { order, carts } = await codOrder(t, [{ status: 1 }]);
    await t.db
      .update(orders)
      .set({ payment_type: 'ONLINE', payment_method_id: 2 })
      .where(eq(orders.id, order.id));
    const sent = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'new',
    });
    const due = carts.reduce((sum, c) => sum + dueOf(order, c), 0) / 100;
    const summary = async () => {
      const body = (await call.get(`/api/order-payments/${order.order_random_id}/`, 2)).json();
      return { amount_due: body.amount_due, paid_online: body.paid_online };
    };
    expect(await summary()).toEqual({ amount_due: due, paid_online: 0 });
    await settle(t, sent.json().link.transaction_id, 'paid');
    expect(await summary()).toEqual({ amount_due: 0, paid_online: due });
  });

  it('expires a link at once when told, and after 24 hours by itself', async () => {
    const { order } = await codOrder(t);
    const send = async () =>
      (
        await call.post('/api/send-payment-link/', 2, {
          order_random_id: order.order_random_id,
          type: 'other',
          amount: 100,
        })
      ).json().link.transaction_id as string;
    const first = await send();
    expect((await settle(t, first, 'expired')).json()).toMatchObject({ status: 'expired' });
    const second = await send();
    t.clock.advance(24 * HOUR);
    const { links } = (await call.get(`/api/order-payments/${order.order_random_id}/`, 2)).json();
    expect(links.map((l: { status: string }) => l.status)).toEqual(['expired', 'expired']);
    expect((await settle(t, second, 'paid')).json()).toMatchObject({ status: 'expired' });
    expect(await paymentsOf(t, order.id)).toEqual([]);
  });
});

describe('resend and cancel', () => {
  const sendCto = async () => {
    const { order, carts } = await codOrder(t, [{ status: 2 }]);
    const cart = carts[0]!;
    const sent = await call.post('/api/send-payment-link/', 2, {
      order_random_id: order.order_random_id,
      type: 'cto',
      cart_pids: [cart.id],
    });
    expect(sent.statusCode).toBe(200);
    return { order, cart, link: sent.json().link };
  };

  it('sends a payable link again as it is, and an expired one as a new link', async () => {
    const { link } = await sendCto();
    const again = await call.post('/api/resend-payment-link/', 2, {
      transaction_id: link.transaction_id,
      version: link.version,
    });
    expect(again.json().link).toMatchObject({
      transaction_id: link.transaction_id,
      resent_count: 1,
      version: link.version + 1,
    });
    t.clock.advance(25 * HOUR);
    const fresh = await call.post('/api/resend-payment-link/', 2, {
      transaction_id: link.transaction_id,
      version: link.version + 1,
    });
    expect(fresh.statusCode).toBe(200);
    const renewed = fresh.json().link;
    expect(renewed.transaction_id).not.toBe(link.transaction_id);
    expect(renewed).toMatchObject({ type: 'cto', status: 'pending', amount: link.amount });
    const [request] = await t.db
      .select()
      .from(codToOnlineRequests)
      .where(eq(codToOnlineRequests.payment_link_id, (await linkOf(renewed.transaction_id))!.id));
    expect(request).toMatchObject({ status: 'pending' });
    expect(await linkOf(link.transaction_id)).toMatchObject({ status: 'expired' });
  });

  it('cancels with a reason, at the provider too; the reason goes on the comments', async () => {
    const { order, link } = await sendCto();
    const noReason = await call.post('/api/cancel-payment-link/', 2, {
      transaction_id: link.transaction_id,
      type: 'cto',
      comments: ' ',
      version: link.version,
    });
    expect(noReason.json().fields).toEqual({ comments: 'Reason is Required!' });
    const cancelled = await call.post('/api/cancel-payment-link/', 2, {
      transaction_id: link.transaction_id,
      type: 'cto',
      comments: 'Customer will pay cash',
      version: link.version,
    });
    expect(cancelled.json()).toMatchObject({
      message: 'Payment link cancelled',
      link: { status: 'cancelled', cancel_reason: 'Customer will pay cash' },
    });
    expect((await settle(t, link.transaction_id, 'paid')).json()).toMatchObject({
      status: 'cancelled',
    });
    const [request] = await t.db
      .select()
      .from(codToOnlineRequests)
      .where(eq(codToOnlineRequests.order_id, order.id));
    expect(request).toMatchObject({ status: 'cancelled', cancel_reason: 'Customer will pay cash' });
    const comments = (await call.get(`/api/comments/${order.order_random_id}/`, 2)).json().results;
    expect(comments[0].status_comments).toBe(
      `Payment link ${link.transaction_id} cancelled: Customer will pay cash`,
    );
  });

  it('cancels here while the provider is down, and at the provider once it is back', async () => {
    const { link } = await sendCto();
    const sandbox = t.ctx.integrations.payments as SandboxPayments;
    const atProvider = () => sandbox.links.find((l) => l.id === link.transaction_id)?.status;
    sandbox.setDown(true);
    try {
      const cancelled = await call.post('/api/cancel-payment-link/', 2, {
        transaction_id: link.transaction_id,
        type: 'cto',
        comments: 'Customer will pay cash',
        version: link.version,
      });
      expect(cancelled.json()).toMatchObject({ link: { status: 'cancelled' } });
      expect(atProvider()).toBe('pending');
    } finally {
      sandbox.setDown(false);
    }
    t.clock.advance(31_000);
    await t.ctx.outbox.drain();
    expect(atProvider()).toBe('cancelled');
  });

  it('refuses a paid link, and a second of two concurrent cancels is a 409', async () => {
    const { link } = await sendCto();
    const cancel = () =>
      call.post('/api/cancel-payment-link/', 2, {
        transaction_id: link.transaction_id,
        type: 'cto',
        comments: 'Wrong amount',
        version: link.version,
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error).toBe(
      'This record was changed by someone else. Reload and try again.',
    );

    const paid = await sendCto();
    await settle(t, paid.link.transaction_id, 'paid');
    const refused = await call.post('/api/cancel-payment-link/', 2, {
      transaction_id: paid.link.transaction_id,
      type: 'cto',
      comments: 'Too late',
      version: paid.link.version + 1,
    });
    expect(refused.json().fields).toEqual({
      transaction_id: 'Only a link not yet paid can be cancelled',
    });
  });
});
