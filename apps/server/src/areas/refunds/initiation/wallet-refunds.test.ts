import { orderPayments, refundEvents, refunds, walletEntries } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { REFUND_INITIATION_MESSAGES, REFUND_PATHS as P } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const LEADER = 6;
const FINANCE = 7;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** A price-drop refund of ₹`rupees` on a paid {product} cart, raised through the API. */
async function raisedRefund(rupees: string) {
  const { order, customer, carts } = await seedOrder(t.db, {
    now: t.clock.now(),
    affiliate_id: 0,
    carts: [{ status: STATUS.CONFIRMED }],
  });
  const [cart] = carts;
  if (!cart) throw new Error('no cart');
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, order.id));
  await t.db
    .insert(orderPayments)
    .values({ order_id: order.id, method_id: 2, amount_paise: 100_000, status: 'paid' });
  const raised = await call.post(P.priceDropRefund, LEADER, {
    affiliate_id: 0,
    cart_pid: cart.id,
    amount: rupees,
  });
  expect(raised.statusCode, raised.body).toBe(200);
  const refund = raised.json().refund as { refund_id: number; version: number };
  return { customer, refund };
}

const walletOf = (customerId: number) =>
  t.db.select().from(walletEntries).where(eq(walletEntries.customer_id, customerId));

describe('refunds/refund-to-wallet/', () => {
  it("credits the wallet's refund pot and processes the refund, once", async () => {
    const { customer, refund } = await raisedRefund('250');
    const body = { refund_id: refund.refund_id, version: refund.version, comments: 'Chose wallet' };
    const [a, b] = await Promise.all([
      call.post(P.refundToWallet, FINANCE, body),
      call.post(P.refundToWallet, FINANCE, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toMatchObject({
      message: REFUND_INITIATION_MESSAGES.walletCredited,
      refund: { status: 2, status_label: 'Refund Processed', automation_status: 'SUCCESS' },
    });
    const entries = await walletOf(customer.id);
    expect(entries.map((e) => [e.pot, e.amount_paise, e.refund_id])).toEqual([
      ['b', 25_000, refund.refund_id],
    ]);
    const again = await call.post(P.refundToWallet, FINANCE, {
      ...body,
      version: refund.version + 1,
    });
    expect(again.statusCode).toBe(400);
    expect(await walletOf(customer.id)).toHaveLength(1);
    const events = await t.db
      .select()
      .from(refundEvents)
      .where(eq(refundEvents.refund_id, refund.refund_id))
      .orderBy(refundEvents.id);
    expect(events.map((e) => [e.kind, e.from_status, e.to_status])).toEqual([
      ['raised', null, 1],
      ['action', 1, 2],
    ]);
    expect(events[1]?.sentence).toBe("Refund of ₹250.00 credited to the customer's wallet");
  });

  it('refuses other roles, an unknown refund and a refund with the gateway', async () => {
    const { refund } = await raisedRefund('10');
    const body = { refund_id: refund.refund_id, version: refund.version };
    expect((await call.post(P.refundToWallet, LEADER, body)).statusCode).toBe(403);
    expect((await call.post(P.refundToWallet, CET, body)).statusCode).toBe(403);
    const unknown = { ...body, refund_id: 2_000_000_000 };
    expect((await call.post(P.refundToWallet, FINANCE, unknown)).statusCode).toBe(404);
    expect((await call.post(P.refundToWallet, FINANCE, { ...body, x: 1 })).statusCode).toBe(400);
    await t.db
      .update(refunds)
      .set({ automation_status: 'PENDING' })
      .where(eq(refunds.id, refund.refund_id));
    const pending = await call.post(P.refundToWallet, FINANCE, body);
    expect(pending.statusCode).toBe(400);
  });
});

describe('wallet/usable/crm/', () => {
  it('answers the credit a customer may use, with the credits', async () => {
    const { customer, refund } = await raisedRefund('120.50');
    await call.post(P.refundToWallet, FINANCE, {
      refund_id: refund.refund_id,
      version: refund.version,
    });
    const response = await call.get(`${P.walletUsable}?mobile_number=${customer.mobile}`, CET);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      mobile_number: customer.mobile,
      usable_amount: 120.5,
      entries: [{ amount: 120.5, usable_until: null }],
    });
  });

  it('refuses a bad or unknown number and other roles', async () => {
    expect((await call.get(`${P.walletUsable}?mobile_number=12345`, CET)).statusCode).toBe(400);
    expect((await call.get(P.walletUsable, CET)).statusCode).toBe(400);
    const unknown = await call.get(`${P.walletUsable}?mobile_number=1000000001`, CET);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REFUND_INITIATION_MESSAGES.walletNoCustomer);
    expect((await call.get(`${P.walletUsable}?mobile_number=1000000001`, 5)).statusCode).toBe(403);
  });
});
