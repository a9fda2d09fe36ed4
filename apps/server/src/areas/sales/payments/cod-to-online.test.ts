import { codToOnlineCarts, codToOnlineRequests, orders } from '@backoffice/db/schema';
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

const OPS = 10;
const FINANCE = 7;
const OC = 2;

describe('GET /api/backend-cod-to-online/:order_random_id/ (the popup)', () => {
  it('lists every cart with its COD payable; only eligible carts have no refusal', async () => {
    const { order, carts } = await codOrder(t, [{ status: 1 }, { status: 4 }, { status: 21 }]);
    const response = await call.get(`/api/backend-cod-to-online/${order.order_random_id}/`, OPS);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.payment_vias).toEqual(['Juspay']);
    expect(
      body.carts.map((c: { id: number; refusal: string | null }) => [c.id, c.refusal]),
    ).toEqual([
      [carts[0]!.id, null],
      [carts[1]!.id, 'The cart is cancelled'],
      [carts[2]!.id, 'The cart is delivered'],
    ]);
    expect(body.carts[0]).toMatchObject({
      order_type: 0,
      total_cod: dueOf(order, carts[0]!) / 100,
      total_online: 0,
    });
  });

  it('gives an online order nothing payable on delivery', async () => {
    const { order } = await codOrder(t, [{ status: 1 }]);
    await t.db.update(orders).set({ payment_type: 'ONLINE' }).where(eq(orders.id, order.id));
    const body = (
      await call.get(`/api/backend-cod-to-online/${order.order_random_id}/`, OPS)
    ).json();
    expect(body.carts[0]).toMatchObject({
      total_cod: 0,
      refusal: 'Nothing is payable on delivery for this cart',
    });
  });

  it.each([
    [OC, 403],
    [4, 403],
    [FINANCE, 200],
    [11, 200],
  ])('login %i gets %i', async (loginId, status) => {
    const { order } = await codOrder(t);
    expect(
      (await call.get(`/api/backend-cod-to-online/${order.order_random_id}/`, loginId)).statusCode,
    ).toBe(status);
  });
});

describe('POST /api/backend-cod-to-online/', () => {
  const move = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
    call.post('/api/backend-cod-to-online/', OPS, body, headers);

  it('sends a cto link for the carts; paid through the sandbox, the order becomes online', async () => {
    const { order, carts } = await codOrder(t, [{ status: 1 }, { status: 2 }]);
    const amount = carts.reduce((sum, c) => sum + dueOf(order, c), 0);
    const response = await move({
      order_id: order.order_random_id,
      cart_ids: carts.map((c) => c.id),
      amount: amount / 100,
      payment_via: 'JUSPAY',
      payment_ref_id: '',
      source: 'CRM',
    });
    expect(response.statusCode).toBe(200);
    const { request } = response.json();
    expect(request).toMatchObject({
      source: 'cto',
      status: 'pending',
      amount: amount / 100,
      payment_via: 'Juspay',
      cart_pids: carts.map((c) => c.id),
      link: { status: 'pending' },
    });
    // The carts are waiting: a second request for them is refused.
    const again = await move({
      order_id: order.order_random_id,
      cart_ids: [carts[0]!.id],
      amount: dueOf(order, carts[0]!) / 100,
      payment_via: 'Juspay',
    });
    expect(again.json().fields).toEqual({
      cart_ids: `Cart ${carts[0]!.id}: A COD to online request is already pending for this cart`,
    });

    await settle(t, request.link.transaction_id, 'paid');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ payment_type: 'ONLINE', payment_method_id: 2 });
    expect((await paymentsOf(t, order.id)).map((p) => [p.status, p.amount_paise])).toEqual([
      ['paid', amount],
    ]);
    const template = (
      await call.get(`/api/backend-cod-to-online/${order.order_random_id}/`, OPS)
    ).json();
    expect(template.carts.map((c: { total_cod: number }) => c.total_cod)).toEqual([0, 0]);
    const changes = (await auditOf(t, 'order', order.order_random_id)).map((a) => a.changes);
    expect(changes).toContainEqual({
      payment_type: { before: 'COD', after: 'ONLINE' },
      payment_method_id: { before: 1, after: 2 },
    });
  });

  it('keeps a partly moved order on COD', async () => {
    const { order, carts } = await codOrder(t, [{ status: 1 }, { status: 1 }]);
    const response = await move({
      order_id: order.order_random_id,
      cart_ids: [carts[1]!.id],
      amount: dueOf(order, carts[1]!) / 100,
      payment_via: 'Juspay',
    });
    await settle(t, response.json().request.link.transaction_id, 'paid');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.payment_type).toBe('COD');
    const rows = (
      await call.get(`/api/backend-cod-to-online/${order.order_random_id}/`, OPS)
    ).json().carts;
    expect(rows[1]).toMatchObject({ total_cod: 0, total_online: dueOf(order, carts[1]!) / 100 });
    expect(rows[0].total_cod).toBe(dueOf(order, carts[0]!) / 100);
  });

  it.each([
    [{ cart_ids: [] }, 'cart_ids', 'This field is Required!'],
    [{ payment_via: '' }, 'payment_via', 'This field is Required!'],
    [{ payment_via: 'Razorpay Bank Account' }, 'payment_via', 'Select a valid payment via'],
  ])('refuses %j', async (change, field, message) => {
    const { order, carts } = await codOrder(t);
    const response = await move({
      order_id: order.order_random_id,
      cart_ids: [carts[0]!.id],
      amount: 1,
      payment_via: 'Juspay',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
  });

  it('refuses an ineligible cart and answers 409 when the amount changed', async () => {
    const { order, carts } = await codOrder(t, [{ status: 4 }, { status: 1 }]);
    const cancelled = await move({
      order_id: order.order_random_id,
      cart_ids: [carts[0]!.id],
      amount: 1,
      payment_via: 'Juspay',
    });
    expect(cancelled.json().fields).toEqual({
      cart_ids: `Cart ${carts[0]!.id}: The cart is cancelled`,
    });
    const stale = await move({
      order_id: order.order_random_id,
      cart_ids: [carts[1]!.id],
      amount: dueOf(order, carts[1]!) / 100 + 1,
      payment_via: 'Juspay',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(codToOnlineRequests)
        .where(eq(codToOnlineRequests.order_id, order.id)),
    ).toEqual([]);
  });

  it('is refused to an OC agent (403)', async () => {
    const { order, carts } = await codOrder(t);
    const response = await call.post('/api/backend-cod-to-online/', OC, {
      order_id: order.order_random_id,
      cart_ids: [carts[0]!.id],
      amount: 1,
      payment_via: 'Juspay',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the /cod-to-online list and its actions', () => {
  const request = async () => {
    const { order, carts } = await codOrder(t, [{ status: 2 }]);
    const response = await call.post('/api/backend-cod-to-online/', FINANCE, {
      order_id: order.order_random_id,
      cart_ids: [carts[0]!.id],
      amount: dueOf(order, carts[0]!) / 100,
      payment_via: 'Juspay',
    });
    expect(response.statusCode).toBe(200);
    return { order, cart: carts[0]!, row: response.json().request };
  };

  it('lists pending requests newest first and finds one by order id', async () => {
    const first = await request();
    const second = await request();
    const list = (
      await call.get('/api/backoffice-payment-type-changed-orders/?limit=2', FINANCE)
    ).json();
    expect(list.results.map((r: { cto_id: number }) => r.cto_id)).toEqual([
      second.row.cto_id,
      first.row.cto_id,
    ]);
    expect(list.count).toBeGreaterThanOrEqual(2);
    const found = (
      await call.get(
        `/api/backoffice-payment-type-changed-orders/?status=all&search=ORDER${first.order.order_random_id.toLowerCase()}`,
        OPS,
      )
    ).json();
    expect(found).toMatchObject({ count: 1, results: [{ cto_id: first.row.cto_id }] });
    const bad = await call.get('/api/backoffice-payment-type-changed-orders/?status=later', OPS);
    expect(bad.json().fields).toEqual({
      status: 'status must be pending, paid, expired, cancelled or all',
    });
  });

  it('moves an expired request to the Expired tab; Resend sends a new link and brings it back', async () => {
    const { row } = await request();
    t.clock.advance(24 * 3_600_000);
    const expired = (
      await call.get('/api/backoffice-payment-type-changed-orders/?status=expired&limit=100', OPS)
    ).json();
    expect(expired.results.map((r: { cto_id: number }) => r.cto_id)).toContain(row.cto_id);
    const resent = await call.post('/api/resend-cto-link/', OPS, {
      cto_id: row.cto_id,
      version: row.version,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().request).toMatchObject({ status: 'pending', link: { status: 'pending' } });
    expect(resent.json().request.link.transaction_id).not.toBe(row.link.transaction_id);
  });

  it('cancels a request with a reason; a stale version is a 409', async () => {
    const { row, cart } = await request();
    const stale = await call.post('/api/cancel-cto-request/', OPS, {
      cto_id: row.cto_id,
      version: row.version + 1,
      comments: 'Customer pays cash',
    });
    expect(stale.statusCode).toBe(409);
    const cancelled = await call.post('/api/cancel-cto-request/', OPS, {
      cto_id: row.cto_id,
      version: row.version,
      comments: 'Customer pays cash',
    });
    expect(cancelled.json()).toMatchObject({
      message: 'COD to online request cancelled',
      request: {
        status: 'cancelled',
        cancel_reason: 'Customer pays cash',
        link: { status: 'cancelled' },
      },
    });
    const shares = await t.db
      .select()
      .from(codToOnlineCarts)
      .where(eq(codToOnlineCarts.cart_id, cart.id));
    expect(shares).toHaveLength(1);
    const again = await call.post('/api/cancel-cto-request/', OPS, {
      cto_id: row.cto_id,
      version: cancelled.json().request.version,
      comments: 'Again',
    });
    expect(again.json().fields).toEqual({
      cto_id: 'Only a pending or expired request can be changed',
    });
  });

  it('PUT asks the provider again: a payment the notice missed is recorded', async () => {
    const { row, order } = await request();
    // The customer paid, but the console was not told: the sandbox alone knows.
    const sandbox = t.ctx.integrations.payments as unknown as {
      settle: (id: string, outcome: 'paid') => unknown;
    };
    sandbox.settle(row.link.transaction_id, 'paid');
    const refreshed = await call.put('/api/backend-cod-to-online/', FINANCE, {
      cto_id: row.cto_id,
      version: row.version,
    });
    expect(refreshed.json().request).toMatchObject({ status: 'paid' });
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['paid']);
  });
});
