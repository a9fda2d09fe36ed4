import { orderPayments, refunds } from '@backoffice/db/schema';
import { seedOrder, seedReturn } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { RETURN_OPERATION_PATHS as P } from '@backoffice/domain/returns';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const LEADER = 6;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** Only what these tests pay counts: the seed's own payments of the order are set aside. */
async function paidOnly(orderId: number, paise: number) {
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, orderId));
  await t.db
    .insert(orderPayments)
    .values({ order_id: orderId, method_id: 2, amount_paise: paise, status: 'paid' });
}

describe('/request-refund and /refund-detail/', () => {
  it('refunds a return up to what was paid less refunds so far', async () => {
    const r = await seedReturn(t.db, {
      status: STATUS.INWARD_SCANNED,
      kind: 'return',
      now: t.clock.now(),
    });
    await paidOnly(r.order.id, 5_000);
    const body = { request_id: r.request.id, version: r.request.version };
    const above = await call.post(P.requestRefund, LEADER, { ...body, amount: '50.01' });
    expect(above.statusCode).toBe(400);
    expect(above.json().fields.amount).toContain('₹50.00');
    const first = await call.post(P.requestRefund, LEADER, {
      ...body,
      amount: '30',
      comments: 'Part',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Refund Initiated!',
      refund: { amount: 30, status: 1, category_id: 1, platform: 'product' },
    });
    const rest = await call.post(P.requestRefund, LEADER, {
      ...body,
      version: body.version + 1,
      amount: '20.01',
    });
    expect(rest.json().fields.amount).toContain('₹20.00');
    const stale = await call.post(P.requestRefund, LEADER, { ...body, amount: '1' });
    expect(stale.statusCode).toBe(409);
    const detail = (await call.get(`${P.refundDetail}?cart_pid=${r.cart.id}`, CET)).json();
    expect(detail.results).toMatchObject([{ amount: 30, status_label: 'Refund Initiated' }]);
    const credit = (await call.get(`${P.creditHistory}?cart_pid=${r.cart.id}`, CET)).json();
    expect(
      credit.results.map((c: { transaction_type: string }) => c.transaction_type).sort(),
    ).toEqual(['Credit', 'Debit']);
  });

  it('refuses an agent, bad amounts and an unknown cart', async () => {
    const r = await seedReturn(t.db, {
      status: STATUS.INWARD_SCANNED,
      kind: 'return',
      now: t.clock.now(),
    });
    const body = { request_id: r.request.id, version: r.request.version };
    expect((await call.post(P.requestRefund, CET, { ...body, amount: '1' })).statusCode).toBe(403);
    expect((await call.post(P.requestRefund, LEADER, { ...body, amount: '0' })).statusCode).toBe(
      400,
    );
    expect(
      (await call.post(P.requestRefund, LEADER, { ...body, amount: '1.005' })).statusCode,
    ).toBe(400);
    expect((await call.get(`${P.refundDetail}?cart_pid=2000000000`, CET)).statusCode).toBe(404);
    const empty = (await call.get(`${P.creditHistory}?cart_pid=${r.cart.id}`, CET)).json();
    expect(Array.isArray(empty.results)).toBe(true);
  });
});

describe('rts/refund/ and rts/reship/', () => {
  const rtsCart = async () => {
    const seeded = await seedOrder(t.db, { now: t.clock.now(), carts: [{ status: STATUS.RTS }] });
    const [cart] = seeded.carts;
    if (!cart) throw new Error('no cart');
    return { ...seeded, cart };
  };

  it('refunds an RTS cart in rts-refunds and resolves it', async () => {
    const o = await rtsCart();
    await paidOnly(o.order.id, 1_000_000);
    const body = {
      affiliate_id: o.cart.affiliate_id,
      cart_pid: o.cart.id,
      version: o.cart.version,
    };
    const response = await call.post(P.rtsRefund, LEADER, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({ category_id: 5, status: 1 });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.cart_id, o.cart.id));
    expect(row?.n).toBe(1);
    const again = await call.post(P.rtsRefund, LEADER, { ...body, version: body.version + 1 });
    expect(again.statusCode).toBe(400);
  });

  it('reships an RTS cart, and refuses a stale version, another channel and an agent', async () => {
    const o = await rtsCart();
    const body = {
      affiliate_id: o.cart.affiliate_id,
      cart_pid: o.cart.id,
      version: o.cart.version,
    };
    expect((await call.post(P.rtsReship, CET, body)).statusCode).toBe(403);
    expect((await call.post(P.rtsReship, LEADER, { ...body, version: 99 })).statusCode).toBe(409);
    const otherChannel = await call.post(P.rtsReship, LEADER, {
      ...body,
      affiliate_id: (o.cart.affiliate_id + 1) % 18,
    });
    expect(otherChannel.statusCode).toBe(404);
    const reshipped = await call.post(P.rtsReship, LEADER, body);
    expect(reshipped.statusCode, reshipped.body).toBe(200);
    expect(reshipped.json().message).toBe('Order Reshipped!');
  });
});
