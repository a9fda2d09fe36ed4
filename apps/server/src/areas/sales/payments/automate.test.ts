import { orders, paymentLinks } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayments } from '../../../integrations/payments/payments.sandbox';
import { auditOf } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codOrder, paymentCalls, paymentsOf } from '../../../test/payment-calls';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const AGENT = 2;
const FINANCE = 7;
const sandbox = () => t.ctx.integrations.payments as SandboxPayments;

/** A COD order with a pending 'other' link for each amount (rupees); its links' ids in order. */
async function orderWithLinks(...amounts: number[]) {
  const { order } = await codOrder(t);
  const links: string[] = [];
  for (const amount of amounts) {
    const sent = await call.post('/api/send-payment-link/', AGENT, {
      order_random_id: order.order_random_id,
      type: 'other',
      amount,
    });
    links.push(sent.json().link.transaction_id);
  }
  return { order, links };
}

const versionOf = async (orderId: number) =>
  (await t.db.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.version;

const automate = async (
  order: { id: number; order_random_id: string },
  headers?: Record<string, string>,
  loginId = AGENT,
) =>
  call.post(
    '/api/automate/',
    loginId,
    { order_random_id: order.order_random_id, version: await versionOf(order.id) },
    headers,
  );

const statusOf = async (transactionId: string) =>
  (
    await t.db
      .select({ status: paymentLinks.status })
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, transactionId))
  )[0]?.status;

describe('POST /api/automate/', () => {
  it('reads each pending link back from the provider, records a missed payment and says so', async () => {
    const { order, links } = await orderWithLinks(1500, 200);
    const [paid, waiting] = links as [string, string];
    // The customer paid the first link, but the console was not told: the sandbox alone knows.
    sandbox().settle(paid, 'paid');
    const before = (await auditOf(t, 'order', order.order_random_id)).length;

    const response = await automate(order);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Checked 2 payment links',
      order_random_id: order.order_random_id,
      findings: [
        {
          transaction_id: paid,
          status: 'paid',
          changed: true,
          text: `Link ${paid} was paid: ₹1,500.00 recorded`,
        },
        {
          transaction_id: waiting,
          status: 'pending',
          changed: false,
          text: `Link ${waiting} is still pending`,
        },
      ],
    });
    expect(await statusOf(paid)).toBe('paid');
    expect((await paymentsOf(t, order.id)).map((p) => [p.status, p.amount_paise])).toEqual([
      ['paid', 150_000],
    ]);
    const audit = await auditOf(t, 'order', order.order_random_id);
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      actor_login_id: AGENT,
      reason: 'Automatic checks run again',
      changes: {
        automate: { before: null, after: { checked: 2 } },
        [`payment_link.${paid}`]: { before: { status: 'pending' }, after: { status: 'paid' } },
        [`payment_link.${waiting}`]: {
          before: { status: 'pending' },
          after: { status: 'pending' },
        },
      },
    });
  });

  it('answers a retry of the same submission with the first answer and checks only open links after', async () => {
    const { order, links } = await orderWithLinks(300, 400);
    sandbox().settle(links[0] ?? '', 'paid');
    const key = { 'Idempotency-Key': 'automate-retry-1' };
    const version = await versionOf(order.id);
    const body = { order_random_id: order.order_random_id, version };
    const first = await call.post('/api/automate/', AGENT, body, key);
    const audited = (await auditOf(t, 'order', order.order_random_id)).length;
    const retry = await call.post('/api/automate/', AGENT, body, key);
    expect(retry.json()).toEqual(first.json());
    expect(await auditOf(t, 'order', order.order_random_id)).toHaveLength(audited);
    expect(await paymentsOf(t, order.id)).toHaveLength(1);

    const next = await automate(order);
    expect(next.json()).toMatchObject({
      message: 'Checked 1 payment link',
      findings: [{ transaction_id: links[1], text: `Link ${links[1]} is still pending` }],
    });
  });

  it('records a failed try once, however often it is read back', async () => {
    const { order, links } = await orderWithLinks(250);
    const [link] = links as [string];
    sandbox().settle(link, 'failed');
    expect((await automate(order)).json().findings).toEqual([
      {
        transaction_id: link,
        status: 'failed',
        changed: true,
        text: `Link ${link} had a failed payment try: it stays open until it expires`,
      },
    ]);
    expect((await automate(order)).json().findings).toMatchObject([
      { changed: false, text: `Link ${link} is still open: its last payment try failed` },
    ]);
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['failed']);
  });

  it('says when there is nothing to check, and audits the run', async () => {
    const { order } = await codOrder(t);
    const response = await automate(order);
    expect(response.json()).toMatchObject({
      message: 'No pending payment links to check',
      findings: [],
    });
    expect((await auditOf(t, 'order', order.order_random_id)).at(-1)).toMatchObject({
      changes: { automate: { before: null, after: { checked: 0, findings: [] } } },
    });
  });

  it('refuses an old version (409), an unknown order (404) and FINANCE (403), writing nothing', async () => {
    const { order, links } = await orderWithLinks(100);
    sandbox().settle(links[0] ?? '', 'paid');
    const stale = await call.post('/api/automate/', AGENT, {
      order_random_id: order.order_random_id,
      version: ((await versionOf(order.id)) ?? 0) + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE' });
    const unknown = await call.post('/api/automate/', AGENT, {
      order_random_id: 'ZZZZ9999',
      version: 1,
    });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Order not found' });
    expect((await automate(order, undefined, FINANCE)).statusCode).toBe(403);
    expect(await statusOf(links[0] ?? '')).toBe('pending');
    expect(await paymentsOf(t, order.id)).toEqual([]);
  });

  it('answers 503 while the provider is down, and changes nothing', async () => {
    const { order, links } = await orderWithLinks(100);
    const audited = (await auditOf(t, 'order', order.order_random_id)).length;
    sandbox().setDown(true);
    try {
      const response = await automate(order);
      expect(response.statusCode).toBe(503);
    } finally {
      sandbox().setDown(false);
    }
    expect(await statusOf(links[0] ?? '')).toBe('pending');
    expect(await auditOf(t, 'order', order.order_random_id)).toHaveLength(audited);
  });
});
