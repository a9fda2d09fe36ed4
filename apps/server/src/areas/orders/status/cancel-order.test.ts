import { seedOrder } from '@backoffice/db/seed';
import { orderComments, orderEvents } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { asSubmission } from '../../../test/submission-key';
import { countsAndCarts, orderWithCart, storedCart } from '../details/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancel = async (app: TestApp, loginId: number, payload: object) =>
  app.app.inject({
    method: 'POST',
    url: '/api/cancel-universal-order/',
    headers: { ...bearer(await app.tokenFor(loginId)), ...asSubmission() },
    payload,
  });

describe('POST /api/cancel-universal-order/', () => {
  it('cancels every cart the rules allow and tells which were kept and why', async () => {
    const { order, carts } = await seedOrder(t.db, {
      carts: [
        { status: 1, assigned_login_id: 2 },
        { status: 2, assigned_login_id: null },
        { status: 9, assigned_login_id: 3 },
        { status: 4, assigned_login_id: null },
      ],
    });
    const [fresh, confirmed, instructions, cancelled] = carts.map((c) => c.id);
    const response = await cancel(t, 6, {
      order_random_id: order.order_random_id,
      reason: ' Duplicate order ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Cancelled 2 of 4 carts',
      cancelled: [fresh, confirmed],
      refused: [
        {
          cart_pid: instructions,
          message: 'Status cannot be changed from Instructions Due to Cancelled',
        },
        { cart_pid: cancelled, message: 'Already Cancelled' },
      ],
    });
    for (const id of [fresh, confirmed]) {
      expect(await storedCart(t.db, id as number)).toMatchObject({ orm_order_status: 4 });
    }
    expect(await storedCart(t.db, instructions as number)).toEqual(carts[2]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    const fired = events.filter((e) => e.created_at.getTime() === t.clock.now().getTime());
    expect(fired.map((e) => [e.name, e.cart_id])).toEqual([
      ['cancellation', fresh],
      ['cancellation', confirmed],
    ]);
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id));
    expect(comments.filter((c) => c.comment === 'Duplicate order')).toHaveLength(2);
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
  });

  it('answers success false when no cart may be cancelled by the caller', async () => {
    const { order, cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const response = await cancel(t, 2, { order_random_id: order.order_random_id, reason: 'x' });
    expect(response.json()).toEqual({
      success: false,
      message: 'No cart of this order can be Cancelled',
      cancelled: [],
      refused: [
        { cart_pid: cart.id, message: 'Status cannot be changed from New Order to Cancelled' },
      ],
    });
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('says so when the order is already cancelled', async () => {
    const { order } = await orderWithCart(t.db, 4);
    const response = await cancel(t, 6, { order_random_id: order.order_random_id, reason: 'x' });
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The order is already Cancelled',
    });
  });

  it('answers 404 for an unknown order, 400 without a reason, 403 to roles that do not work orders', async () => {
    const { order, cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const unknown = await cancel(t, 6, { order_random_id: 'ZZZZZZZZ', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Order not found');
    const noReason = await cancel(t, 6, { order_random_id: order.order_random_id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Reason is Required!' });
    const forbidden = await cancel(t, 7, { order_random_id: order.order_random_id, reason: 'x' });
    expect(forbidden.statusCode).toBe(403);
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });
});

describe('with the flag that shows Cancelled from any status', () => {
  let flagged: TestApp;
  beforeAll(async () => {
    flagged = await createTestApp({ env: { CANCEL_ANY_STATUS: 'true' } });
  });
  afterAll(() => flagged.close());

  it('lets an agent cancel, by the order page and by update-order', async () => {
    const first = await orderWithCart(flagged.db, 1, { agent: 2 });
    const response = await cancel(flagged, 2, {
      order_random_id: first.order.order_random_id,
      reason: 'Customer request',
    });
    expect(response.json()).toMatchObject({ success: true, cancelled: [first.cart.id] });

    const second = await orderWithCart(flagged.db, 18, { agent: 2 });
    const update = await flagged.app.inject({
      method: 'POST',
      url: '/api/update-order/',
      headers: { ...bearer(await flagged.tokenFor(2)), ...asSubmission() },
      payload: {
        cart_pid: second.cart.id,
        version: second.cart.version,
        orm_order_status: 4,
        comment: 'Customer request',
      },
    });
    expect(update.json()).toMatchObject({ success: true, cart: { orm_order_status: 4 } });
  });
});
