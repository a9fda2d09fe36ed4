import { cancellationRequests, carts, orderComments } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import type { StatusId } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const aCart = async (status: StatusId) => {
  const cart = (await seedOrder(t.db, { carts: [{ status }] })).carts[0];
  if (!cart) throw new Error('no cart');
  return cart;
};
/** The cart, its comments, requests and audit: what a refused request must leave as it was. */
const stateOf = async (cartId: number) => ({
  cart: (await t.db.select().from(carts).where(eq(carts.id, cartId)))[0],
  comments: await t.db.select().from(orderComments).where(eq(orderComments.cart_id, cartId)),
  requests: await t.db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.cart_id, cartId)),
  audit: await auditOf(t, 'cart', cartId),
});

describe('POST /api/urgent-delivery/', () => {
  it('marks the cart urgent, keeps the comment, audits, and refuses a second ask', async () => {
    const cart = await aCart(6);
    const response = await call.post('/api/urgent-delivery/', 2, {
      cart_pid: cart.id,
      version: cart.version,
      comment: ' Wedding on Sunday ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Updated Successfully!',
      cart_pid: cart.id,
      version: cart.version + 1,
    });
    const after = await stateOf(cart.id);
    expect(after.cart).toMatchObject({ is_urgent: true, version: cart.version + 1 });
    expect(after.comments.at(-1)).toMatchObject({
      comment: 'Urgent delivery: Wedding on Sunday',
      order_status: 6,
      by_login_id: 2,
    });
    expect(after.audit.at(-1)).toMatchObject({
      changes: { is_urgent: { before: false, after: true } },
      reason: 'Wedding on Sunday',
    });

    const again = await call.post('/api/urgent-delivery/', 2, {
      cart_pid: cart.id,
      version: cart.version + 1,
      comment: 'Again',
    });
    expect(again.json()).toMatchObject({
      fields: { cart_pid: 'Urgent delivery is already asked for this cart' },
    });
  });

  it.each([
    [21, 'Urgent delivery cannot be asked for a cart in Delivered'],
    [4, 'Urgent delivery cannot be asked for a cart in Cancelled'],
  ] as const)('refuses a cart in status %i: "%s"', async (status, message) => {
    const cart = await aCart(status);
    const before = await stateOf(cart.id);
    const response = await call.post('/api/urgent-delivery/', 2, {
      cart_pid: cart.id,
      version: cart.version,
      comment: 'Soon',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { cart_pid: message } });
    expect(await stateOf(cart.id)).toEqual(before);
  });
});

describe('POST /api/cancellation-request/', () => {
  it('raises one pending request with the reason, and refuses a second while it is pending', async () => {
    const cart = await aCart(2);
    const body = { cart_pid: cart.id, version: cart.version, reason: 'Bought elsewhere' };
    const response = await call.post('/api/cancellation-request/', 4, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Updated Successfully!',
      cart_pid: cart.id,
      version: cart.version,
    });
    const after = await stateOf(cart.id);
    expect(after.requests).toMatchObject([
      { reason: 'Bought elsewhere', status: 'pending', requested_by_login_id: 4 },
    ]);
    expect(after.comments.at(-1)?.comment).toBe('Cancellation requested: Bought elsewhere');
    expect(after.audit.at(-1)).toMatchObject({
      reason: 'Bought elsewhere',
      changes: { cancellation_request: { before: null, after: { status: 'pending' } } },
    });

    const again = await call.post('/api/cancellation-request/', 4, body);
    expect(again.json()).toMatchObject({
      fields: { cart_pid: 'A cancellation request is already pending for this cart' },
    });
    expect((await stateOf(cart.id)).requests).toHaveLength(1);
  });

  it('refuses a delivered cart', async () => {
    const cart = await aCart(21);
    const response = await call.post('/api/cancellation-request/', 4, {
      cart_pid: cart.id,
      version: cart.version,
      reason: 'Late',
    });
    expect(response.json()).toMatchObject({
      fields: { cart_pid: 'Cancellation cannot be requested for a cart in Delivered' },
    });
  });
});

describe.each([
  ['/api/urgent-delivery/', 'comment', 'Comment is Required!'],
  ['/api/cancellation-request/', 'reason', 'Reason is Required!'],
])('%s', (url, field, required) => {
  it('answers 409 to a stale version, 404 to an unknown cart, 400 to bad input, changing nothing', async () => {
    const cart = await aCart(2);
    const before = await stateOf(cart.id);
    const stale = await call.post(url, 2, {
      cart_pid: cart.id,
      version: cart.version + 1,
      [field]: 'x',
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE']);
    const unknown = await call.post(url, 2, { cart_pid: 99_999_999, version: 1, [field]: 'x' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Cart not found']);
    const bad = await call.post(url, 2, {
      cart_pid: cart.id,
      version: cart.version,
      [field]: '  ',
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: required } });
    expect(await stateOf(cart.id)).toEqual(before);
  });

  it('is forbidden to roles that do not work orders, whatever the body', async () => {
    const cart = await aCart(2);
    const before = await stateOf(cart.id);
    expect(
      (await call.post(url, 7, { cart_pid: cart.id, version: cart.version, [field]: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call.post(url, 7, {})).statusCode).toBe(403);
    expect(await stateOf(cart.id)).toEqual(before);
  });
});
