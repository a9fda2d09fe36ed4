import { seedOrder } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { orderWithCart } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = async (orderRandomId: string, loginId: number) =>
  t.app.inject({
    url: `/api/backend-orders/${orderRandomId}/`,
    headers: bearer(await t.tokenFor(loginId)),
  });

describe('GET /api/backend-orders/:order_random_id/', () => {
  it('answers the order, its customer, addresses, totals and carts', async () => {
    const seeded = await seedOrder(t.db, {
      affiliate_id: 0,
      carts: [
        { status: 1, assigned_login_id: 2 },
        { status: 2, assigned_login_id: null },
      ],
    });
    const response = await details(seeded.order.order_random_id.toLowerCase(), 2);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const { order, customer, carts } = seeded;
    expect(body).toMatchObject({
      order_random_id: order.order_random_id,
      affiliate_id: 0,
      channel: 'Store',
      payment_type: order.payment_type,
      coupon_code: order.coupon_code,
      version: order.version,
      customer: { id: customer.id, name: customer.name, mobile_number: customer.mobile },
      is_billing_address_same: order.is_billing_address_same,
    });
    expect(body.shipping_address.pincode).toMatch(/^\d{6}$/);
    const price = (c: (typeof carts)[number]) =>
      (order.coupon_code ? c.mrp_paise : c.price_paise) * c.item_quantity;
    const total = carts.reduce((sum, c) => sum + price(c), 0);
    const discount = carts.reduce((sum, c) => sum + c.discount_paise, 0);
    expect(body.totals).toEqual({
      total: total / 100,
      discount: discount / 100,
      net: (total - discount) / 100,
    });
    expect(body.carts).toHaveLength(2);
    expect(body.carts[0]).toMatchObject({
      cart_pid: carts[0]?.id,
      orm_order_status: 1,
      status_label: 'New Order',
      item_price: (carts[0]?.price_paise ?? 0) / 100,
      assigned_to: { login_id: 2, name: 'Priya Nair' },
      version: carts[0]?.version,
    });
    expect(body.carts[1].assigned_to).toBeNull();
  });

  it("offers each cart the caller's targets: Cancelled only to the permitted Team Leader", async () => {
    const { order } = await orderWithCart(t.db, 1, { agent: 2 });
    const targets = async (loginId: number) =>
      (await details(order.order_random_id, loginId)).json().carts[0].allowed_targets;
    expect(await targets(2)).toEqual([1, 2, 3, 14, 18, 19]);
    expect(await targets(6)).toEqual([1, 2, 3, 4, 14, 18, 19]);
  });

  it('does not offer New Order from Hold once the order was confirmed', async () => {
    const { order } = await orderWithCart(t.db, 14, { agent: 2 });
    const body = (await details(order.order_random_id, 2)).json();
    expect(body.confirmed_at).not.toBeNull();
    expect(body.carts[0].allowed_targets).toEqual([2, 3, 14, 18, 19]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await details('ZZZZZZZZ', 2);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Order not found' });
    const malformed = await details('K7Q2', 2);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Invalid order id');
  });

  it('is forbidden to the new product listing team', async () => {
    const { order } = await orderWithCart(t.db, 1);
    expect((await details(order.order_random_id, 19)).statusCode).toBe(403);
  });
});
