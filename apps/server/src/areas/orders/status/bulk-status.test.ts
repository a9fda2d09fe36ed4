import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { orderWithCart, storedCart } from '../details/orders.test-support';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const OC_AGENT = 2;
const bulk = (body: unknown, by = OC_AGENT) => call.post('/api/orders/bulk-status/', by, body);

describe('POST /api/orders/bulk-status/', () => {
  it('changes each cart the rules allow, reports the others, and audits like update-order', async () => {
    const { cart: fresh } = await orderWithCart(t.db, 1, { agent: OC_AGENT });
    const { cart: stale } = await orderWithCart(t.db, 1, { agent: OC_AGENT });
    const { cart: shipped } = await orderWithCart(t.db, 7, { agent: OC_AGENT });
    const response = await bulk({
      carts: [
        { cart_pid: fresh.id, version: fresh.version },
        { cart_pid: stale.id, version: stale.version + 1 },
        { cart_pid: shipped.id, version: shipped.version },
        { cart_pid: 2_000_000_000, version: 1 },
      ],
      orm_order_status: 2,
      comment: 'Confirmed on call',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ succeeded: 1, failed: 3 });
    expect(body.results).toEqual([
      { cart_pid: fresh.id, success: true, message: 'Status changed to Confirmed' },
      {
        cart_pid: stale.id,
        success: false,
        message: 'This record was changed by someone else. Reload and try again.',
      },
      {
        cart_pid: shipped.id,
        success: false,
        message: 'Status cannot be changed from Shipped to Confirmed',
      },
      { cart_pid: 2_000_000_000, success: false, message: 'Cart not found' },
    ]);
    expect(await storedCart(t.db, fresh.id)).toMatchObject({
      orm_order_status: 2,
      version: fresh.version + 1,
    });
    expect(await storedCart(t.db, stale.id)).toMatchObject({ orm_order_status: 1 });
    expect(await storedCart(t.db, shipped.id)).toMatchObject({ version: shipped.version });
    expect((await auditOf(t, 'cart', fresh.id)).at(-1)).toMatchObject({
      actor_login_id: OC_AGENT,
    });
  });

  it('is refused whole by the schema: no carts, too many, a cart twice, a Hold without reason', async () => {
    const fields = async (body: unknown) => {
      const response = await bulk(body);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    const change = { orm_order_status: 2, comment: 'x' };
    expect(await fields({ carts: [], ...change })).toEqual({
      carts: 'Select at least one order',
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ cart_pid: i + 1, version: 1 }));
    expect(await fields({ carts: many, ...change })).toEqual({
      carts: 'Select at most 100 orders',
    });
    const twice = [
      { cart_pid: 5, version: 1 },
      { cart_pid: 5, version: 2 },
    ];
    expect(await fields({ carts: twice, ...change })).toEqual({
      carts: 'A cart is selected twice',
    });
    const hold = await fields({
      carts: [{ cart_pid: 5, version: 1 }],
      orm_order_status: 14,
      comment: 'x',
    });
    expect(Object.keys(hold)).toEqual(['shipment_stop_reason']);
  });

  it('requires an Idempotency-Key before anything runs', async () => {
    const { cart } = await orderWithCart(t.db, 1, { agent: OC_AGENT });
    const body = {
      carts: [{ cart_pid: cart.id, version: cart.version }],
      orm_order_status: 2,
      comment: 'x',
    };
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/api/orders/bulk-status/',
      headers: bearer(await t.tokenFor(OC_AGENT)),
      payload: body,
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fields).toHaveProperty('Idempotency-Key');
    expect(await storedCart(t.db, cart.id)).toMatchObject({ version: cart.version });
  });
});
