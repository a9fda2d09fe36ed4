import { auditLog, orderComments, orderEvents, orders } from '@backoffice/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { asSubmission } from '../../../test/submission-key';
import { countsAndCarts, orderWithCart, storedCart } from '../details/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = async (loginId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/update-order/',
    headers: { ...bearer(await t.tokenFor(loginId)), ...asSubmission() },
    payload,
  });

const commentsOfCart = (cartPid: number) =>
  t.db
    .select()
    .from(orderComments)
    .where(eq(orderComments.cart_id, cartPid))
    .orderBy(asc(orderComments.id));
const auditOfCart = (cartPid: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'cart'), eq(auditLog.entity_id, String(cartPid))))
    .orderBy(asc(auditLog.id));

describe('POST /api/update-order/', () => {
  it('confirms a New Order: status, version, confirmed time, comment, audit and counts', async () => {
    const { order, cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const auditBefore = (await auditOfCart(cart.id)).length;
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 2,
      comment: '  Customer confirmed on call ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Status changed to Confirmed',
      cart: {
        cart_pid: cart.id,
        orm_order_status: 2,
        status_label: 'Confirmed',
        version: cart.version + 1,
        allowed_targets: [2, 14, 18, 19],
      },
    });
    expect(await storedCart(t.db, cart.id)).toMatchObject({
      orm_order_status: 2,
      version: cart.version + 1,
    });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.confirmed_at).toEqual(t.clock.now());
    expect(after?.version).toBe(order.version + 1);

    const comments = await commentsOfCart(cart.id);
    expect(comments.at(-1)).toMatchObject({
      order_status: 2,
      comment: 'Customer confirmed on call',
      by_login_id: 2,
      by_role: 'CET,OC',
      by_name: 'Priya Nair',
    });
    const audit = await auditOfCart(cart.id);
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({
      actor_login_id: 2,
      actor_role: 'CET,OC',
      changes: { orm_order_status: { before: 1, after: 2 } },
      reason: 'Customer confirmed on call',
      request_id: response.headers['x-request-id'],
    });
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
  });

  it('answers success false with the reason for a target the rules refuse, changing nothing', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const comments = (await commentsOfCart(cart.id)).length;
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 9,
      comment: 'Skip ahead',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      message: 'Status cannot be changed from New Order to Instructions Due',
      cart: null,
    });
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
    expect(await commentsOfCart(cart.id)).toHaveLength(comments);
  });

  describe('Hold', () => {
    it('needs a shipment-block reason (400, nothing changed)', async () => {
      const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
      const response = await update(2, {
        cart_pid: cart.id,
        version: cart.version,
        orm_order_status: 14,
        comment: 'Customer asked to wait',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        error: 'Select a reason for Hold',
        fields: { shipment_stop_reason: 'Select a reason for Hold' },
      });
      expect(await storedCart(t.db, cart.id)).toEqual(cart);
    });

    it('blocks the shipment with the reason, and leaving Hold clears the block', async () => {
      const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
      const held = await update(2, {
        cart_pid: cart.id,
        version: cart.version,
        orm_order_status: 14,
        comment: 'Address change requested',
        shipment_stop_reason: 2,
      });
      expect(held.json()).toMatchObject({ success: true, cart: { orm_order_status: 14 } });
      expect(await storedCart(t.db, cart.id)).toMatchObject({
        shipment_not_possible: true,
        shipment_stop_reason: 2,
      });

      const released = await update(2, {
        cart_pid: cart.id,
        version: cart.version + 1,
        orm_order_status: 2,
        comment: 'Address updated, confirmed',
      });
      expect(released.json()).toMatchObject({ success: true });
      expect(await storedCart(t.db, cart.id)).toMatchObject({
        orm_order_status: 2,
        shipment_not_possible: false,
        shipment_stop_reason: null,
      });
      const [last] = (await auditOfCart(cart.id)).slice(-1);
      expect(last?.changes).toEqual({
        orm_order_status: { before: 14, after: 2 },
        shipment_not_possible: { before: true, after: false },
        shipment_stop_reason: { before: 2, after: null },
      });
    });

    it('goes back to New Order while the order was never confirmed', async () => {
      const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
      const held = await update(2, {
        cart_pid: cart.id,
        version: cart.version,
        orm_order_status: 14,
        comment: 'Waiting for the customer',
        shipment_stop_reason: 3,
      });
      expect(held.json().cart.allowed_targets).toEqual([1, 2, 3, 14, 18, 19]);
      const back = await update(2, {
        cart_pid: cart.id,
        version: cart.version + 1,
        orm_order_status: 1,
        comment: 'Customer is ready',
      });
      expect(back.json()).toMatchObject({ success: true, cart: { orm_order_status: 1 } });
    });

    it('does not go back to New Order once the order has a confirmed time', async () => {
      const { cart } = await orderWithCart(t.db, 14, { agent: 2 });
      const response = await update(2, {
        cart_pid: cart.id,
        version: cart.version,
        orm_order_status: 1,
        comment: 'Back to new',
      });
      expect(response.json()).toEqual({
        success: false,
        message: 'Status cannot be changed from Hold to New Order',
        cart: null,
      });
    });
  });

  describe('Cancelled', () => {
    const cancel = (loginId: number, cart: { id: number; version: number }) =>
      update(loginId, {
        cart_pid: cart.id,
        version: cart.version,
        orm_order_status: 4,
        comment: 'Customer changed their mind',
      });

    it('is refused to an agent', async () => {
      const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
      expect((await cancel(2, cart)).json()).toMatchObject({
        success: false,
        message: 'Status cannot be changed from New Order to Cancelled',
      });
    });

    it('is allowed to Team Leader 6 and fires the cancellation event', async () => {
      const { order, cart } = await orderWithCart(t.db, 2, { agent: 2 });
      expect((await cancel(6, cart)).json()).toMatchObject({ success: true });
      expect(await storedCart(t.db, cart.id)).toMatchObject({ orm_order_status: 4 });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.cart_id, cart.id));
      expect(events.filter((e) => e.name === 'cancellation')).toMatchObject([
        {
          order_id: order.id,
          payload: {
            from_status: 2,
            affiliate_id: cart.affiliate_id,
            reason: 'Customer changed their mind',
          },
        },
      ]);
      const { counted, grouped } = await countsAndCarts(t.db);
      expect(counted).toEqual(grouped);
    });
  });

  it('answers 409 when the cart changed since it was read, and changes nothing', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version + 1,
      orm_order_status: 2,
      comment: 'Confirmed',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STALE',
      error: 'This record was changed by someone else. Reload and try again.',
    });
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('lets exactly one of two concurrent updates of the same version through', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const [first, second] = await Promise.all([
      update(2, { cart_pid: cart.id, version: cart.version, orm_order_status: 2, comment: 'A' }),
      update(6, { cart_pid: cart.id, version: cart.version, orm_order_status: 18, comment: 'B' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect((await storedCart(t.db, cart.id)).version).toBe(cart.version + 1);
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
  });

  it.each<[string, object]>([
    ['no comment', { orm_order_status: 2 }],
    ['a blank comment', { orm_order_status: 2, comment: '   ' }],
    ['an unknown status', { orm_order_status: 35, comment: 'x' }],
    ['no version', { orm_order_status: 2, comment: 'x', version: undefined }],
  ])('answers 400 to %s and changes nothing', async (_case, change) => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
    const response = await update(2, { cart_pid: cart.id, version: cart.version, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('answers 404 for an unknown cart', async () => {
    const response = await update(2, {
      cart_pid: 987_654_321,
      version: 1,
      orm_order_status: 2,
      comment: 'x',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Cart not found');
  });

  it('is forbidden to roles that do not work orders, whatever the body', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2 });
    for (const payload of [
      {},
      { cart_pid: cart.id, version: 1, orm_order_status: 2, comment: 'x' },
    ]) {
      expect((await update(7, payload)).statusCode).toBe(403);
    }
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });
});
