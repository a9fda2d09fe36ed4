import { seedOrder } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { countsAndCarts, storedCart } from '../details/orders.test-support';
import { paymentCalls } from '../../../test/payment-calls';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const HOMECENTRE = 18;
const SUPERK = 20;

const pending = (affiliate_id: 8 | 13) =>
  seedOrder(t.db, { affiliate_id, carts: [{ status: 1 }, { status: 2 }], now: t.clock.now() });

describe('GET /api/search-hc-order/ (Pending Order)', () => {
  it("lists the agent's own channel's pending orders, newest first", async () => {
    const home = await pending(8);
    const superk = await pending(13);
    const list = (await call.get('/api/search-hc-order/?limit=100', HOMECENTRE)).json();
    const ids = list.results.map((r: { order_random_id: string }) => r.order_random_id);
    expect(ids).toContain(home.order.order_random_id);
    expect(ids).not.toContain(superk.order.order_random_id);
    expect(list.results.every((r: { affiliate_id: number }) => r.affiliate_id === 8)).toBe(true);
    const one = (
      await call.get(`/api/search-hc-order/?orderId=${superk.order.order_random_id}`, SUPERK)
    ).json();
    expect(one).toMatchObject({
      count: 1,
      results: [
        {
          order_random_id: superk.order.order_random_id,
          carts: [{ status_label: 'New Order' }, { status_label: 'Confirmed' }],
        },
      ],
    });
  });

  it.each([2, 6, 10])('is refused to login %i (403)', async (loginId) => {
    expect((await call.get('/api/search-hc-order/', loginId)).statusCode).toBe(403);
  });
});

describe('POST /api/confirm-hc-order/', () => {
  it('confirms the New Order carts with the advance receipt id', async () => {
    const { order, carts } = await pending(8);
    const response = await call.post('/api/confirm-hc-order/', HOMECENTRE, {
      order_random_id: order.order_random_id,
      advance_receipt_id: 'AR-2026/118',
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Order Confirmed',
      order_random_id: order.order_random_id,
      confirmed: [carts[0]!.id],
    });
    expect((await storedCart(t.db, carts[0]!.id)).orm_order_status).toBe(2);
    expect((await auditOf(t, 'order', order.order_random_id)).at(-1)).toMatchObject({
      changes: { advance_receipt_id: { before: null, after: 'AR-2026/118' } },
    });
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
    const again = await call.post('/api/confirm-hc-order/', HOMECENTRE, {
      order_random_id: order.order_random_id,
      advance_receipt_id: 'AR-2026/118',
    });
    expect(again.json().fields).toEqual({ order_random_id: 'The order has no pending cart' });
  });

  it("needs a receipt id and does not find another channel's order", async () => {
    const { order } = await pending(13);
    const empty = await call.post('/api/confirm-hc-order/', SUPERK, {
      order_random_id: order.order_random_id,
      advance_receipt_id: '',
    });
    expect(empty.json().fields).toEqual({ advance_receipt_id: 'Advance Receipt Id is Required!' });
    const other = await call.post('/api/confirm-hc-order/', HOMECENTRE, {
      order_random_id: order.order_random_id,
      advance_receipt_id: 'AR-1001',
    });
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Order not found' });
  });
});
