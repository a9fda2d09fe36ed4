import { seedOrder, type SeededOrder } from '@backoffice/db/seed';
import { auditLog, orderComments } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { asSubmission } from '../../../test/submission-key';
import { orderWithCart } from './orders.test-support';

let t: TestApp;
let seeded: SeededOrder;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedOrder(t.db, {
    carts: [
      { status: 1, assigned_login_id: 2 },
      { status: 18, assigned_login_id: 2 },
    ],
  });
  // Past the seeded order's own history: what this file writes is the newest.
  t.clock.advance(86_400_000);
});
afterAll(() => t.close());

const post = async (loginId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/update-universal-order-comments/',
    headers: bearer(await t.tokenFor(loginId)),
    payload,
  });
const get = async (path: string, loginId = 2) =>
  t.app.inject({ url: `/api/${path}/`, headers: bearer(await t.tokenFor(loginId)) });
const commentCount = async (orderId: number) =>
  (await t.db.select().from(orderComments).where(eq(orderComments.order_id, orderId))).length;

describe('comments of an order', () => {
  it('adds a comment to the order, audited, and lists it first', async () => {
    const id = seeded.order.order_random_id;
    const response = await post(2, {
      order_random_id: id.toLowerCase(),
      comment: ' Call back at 5 ',
    });
    expect(response.statusCode).toBe(200);
    const { comment } = response.json();
    expect(comment).toMatchObject({
      cart_pid: null,
      order_status: null,
      status_label: null,
      update_timestamp: t.clock.now().toISOString(),
      status_comments: 'Call back at 5',
      update_by_role: 'CET,OC',
      cet_name: 'Priya Nair',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, id)));
    expect(audit).toMatchObject([
      { actor_login_id: 2, changes: { comment: { before: null, after: 'Call back at 5' } } },
    ]);

    const list = (await get(`comments/${id}`)).json();
    expect(list.results[0]).toEqual(comment);
    const times = list.results.map((c: { update_timestamp: string }) => c.update_timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("adds a comment to a cart, with the cart's status", async () => {
    const cart = seeded.carts[1];
    const response = await post(6, {
      order_random_id: seeded.order.order_random_id,
      cart_pid: cart?.id,
      comment: 'Customer unreachable',
    });
    expect(response.json().comment).toMatchObject({
      cart_pid: cart?.id,
      order_status: 18,
      status_label: 'Call not connected (CNC)',
      cet_name: 'Vikram Singh',
      update_by_role: 'TEAML',
    });
  });

  it('refuses a cart of another order (404), a blank comment (400) and NPL (403)', async () => {
    const other = await orderWithCart(t.db, 1);
    const before = await commentCount(seeded.order.id);
    const id = seeded.order.order_random_id;
    const foreign = await post(2, { order_random_id: id, cart_pid: other.cart.id, comment: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Cart not found');
    const blank = await post(2, { order_random_id: id, comment: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ comment: 'Comment is Required!' });
    expect((await post(19, { order_random_id: id, comment: 'x' })).statusCode).toBe(403);
    expect((await post(2, { order_random_id: 'ZZZZZZZZ', comment: 'x' })).statusCode).toBe(404);
    expect(await commentCount(seeded.order.id)).toBe(before);
    expect((await get('comments/ZZZZZZZZ')).statusCode).toBe(404);
    expect((await get(`comments/${id}`, 19)).statusCode).toBe(403);
  });
});

describe('GET /api/list-of-modified-orders/:order_random_id/', () => {
  it('shows who changed the order and its carts, newest first, with their names', async () => {
    const cart = seeded.carts[0];
    if (!cart) throw new Error('no cart');
    t.clock.advance(60_000);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/update-order/',
      headers: { ...bearer(await t.tokenFor(2)), ...asSubmission() },
      payload: {
        cart_pid: cart.id,
        version: cart.version,
        orm_order_status: 2,
        comment: 'Confirmed on call',
      },
    });
    expect(update.json().success).toBe(true);

    const response = await get(`list-of-modified-orders/${seeded.order.order_random_id}`);
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    // The first confirmation writes the cart's change and the order's confirmed time.
    expect(results.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'cart',
          entity_id: String(cart.id),
          actor_login_id: 2,
          actor_name: 'Priya Nair',
          actor_role: 'CET,OC',
          changes: { orm_order_status: { before: 1, after: 2 } },
          reason: 'Confirmed on call',
          at: t.clock.now().toISOString(),
        }),
        expect.objectContaining({ entity: 'order', entity_id: seeded.order.order_random_id }),
      ]),
    );
    const times = results.map((r: { at: string }) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    const entities = new Set(results.map((r: { entity_id: string }) => r.entity_id));
    const mine = [seeded.order.order_random_id, ...seeded.carts.map((c) => String(c.id))];
    expect([...entities].every((e) => mine.includes(e as string))).toBe(true);
  });

  it('answers 404 for an unknown order and 403 to NPL', async () => {
    expect((await get('list-of-modified-orders/ZZZZZZZZ')).statusCode).toBe(404);
    expect(
      (await get(`list-of-modified-orders/${seeded.order.order_random_id}`, 19)).statusCode,
    ).toBe(403);
  });
});
