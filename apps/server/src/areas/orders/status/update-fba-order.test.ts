import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { asSubmission } from '../../../test/submission-key';
import { countsAndCarts, orderWithCart, storedCart } from '../details/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The marketplace-fulfilled channel (marketplace logistics) and an ordinary marketplace. */
const FBA = 9;
const MARKETPLACE = 1;

const update = async (loginId: number, payload: object, headers = asSubmission()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/update-fba-order/',
    headers: { ...bearer(await t.tokenFor(loginId)), ...headers },
    payload,
  });

const historyOf = async (orderRandomId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/list-of-modified-orders/${orderRandomId}/`,
      headers: bearer(await t.tokenFor(2)),
    })
  ).json().results;

describe('POST /api/update-fba-order/', () => {
  it('confirms a marketplace-fulfilled New Order: status, version, history and counts', async () => {
    const { order, cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: FBA });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 2,
      comment: 'Confirmed with the marketplace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Status changed to Confirmed',
      cart: { cart_pid: cart.id, orm_order_status: 2, version: cart.version + 1 },
    });
    expect(await storedCart(t.db, cart.id)).toMatchObject({
      orm_order_status: 2,
      version: cart.version + 1,
    });
    const [latestOfCart] = (await historyOf(order.order_random_id)).filter(
      (entry: { entity: string }) => entry.entity === 'cart',
    );
    expect(latestOfCart).toMatchObject({
      entity_id: String(cart.id),
      actor_login_id: 2,
      changes: { orm_order_status: { before: 1, after: 2 } },
      reason: 'Confirmed with the marketplace',
    });
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
  });

  it("offers the order page a marketplace-fulfilled cart's own table, other carts the general one", async () => {
    const targetsOf = async (orderRandomId: string) =>
      (
        await t.app.inject({
          url: `/api/backend-orders/${orderRandomId}/`,
          headers: bearer(await t.tokenFor(2)),
        })
      ).json().carts[0].allowed_targets;
    const fba = await orderWithCart(t.db, 2, { agent: 2, affiliate_id: FBA });
    const marketplace = await orderWithCart(t.db, 2, { agent: 2, affiliate_id: MARKETPLACE });
    expect(await targetsOf(fba.order.order_random_id)).toEqual([2, 7, 14]);
    expect(await targetsOf(marketplace.order.order_random_id)).toEqual([2, 14, 18, 19]);
  });

  it('answers the changed cart with the targets of its new status in the marketplace table', async () => {
    const { cart } = await orderWithCart(t.db, 7, { agent: 2, affiliate_id: FBA });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 21,
      comment: 'Delivered by the marketplace',
    });
    expect(response.json()).toMatchObject({
      success: true,
      cart: { orm_order_status: 21, allowed_targets: [21] },
    });
  });

  it('records the marketplace shipping a confirmed cart', async () => {
    const { cart } = await orderWithCart(t.db, 2, { agent: 2, affiliate_id: FBA });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 7,
      comment: 'Shipped by the marketplace',
    });
    expect(response.json()).toMatchObject({ success: true, cart: { orm_order_status: 7 } });
    expect((await storedCart(t.db, cart.id)).orm_order_status).toBe(7);
  });

  it('refuses a status outside the marketplace-fulfilled table, changing nothing', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: FBA });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 3,
      comment: 'Customised',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      message:
        'A marketplace-fulfilled order cannot be changed from New Order to Confirmed with customization',
      cart: null,
    });
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('refuses a cart of another channel, changing nothing', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: MARKETPLACE });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 2,
      comment: 'Confirmed',
    });
    expect(response.json()).toEqual({
      success: false,
      message: 'Only marketplace-fulfilled orders change status here',
      cart: null,
    });
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('answers 409 when the cart changed since it was read', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: FBA });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version + 1,
      orm_order_status: 2,
      comment: 'Confirmed',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE');
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('needs a shipment-block reason for Hold (400)', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: FBA });
    const response = await update(2, {
      cart_pid: cart.id,
      version: cart.version,
      orm_order_status: 14,
      comment: 'Hold it',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('needs an Idempotency-Key', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: FBA });
    const payload = { cart_pid: cart.id, version: cart.version, orm_order_status: 2, comment: 'x' };
    expect((await update(2, payload, {})).statusCode).toBe(400);
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });

  it('is forbidden to roles that do not work orders', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: 2, affiliate_id: FBA });
    const payload = { cart_pid: cart.id, version: cart.version, orm_order_status: 2, comment: 'x' };
    expect((await update(7, payload)).statusCode).toBe(403);
    expect(await storedCart(t.db, cart.id)).toEqual(cart);
  });
});
