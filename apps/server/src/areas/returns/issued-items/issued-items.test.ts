import { carts, issuedItems, orderComments } from '@backoffice/db/schema';
import { DEMO_PRODUCTS, seedOrder, seedReturn } from '@backoffice/db/seed';
import type { StatusId } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const CET = 4;
const OPS = 10;
const TECH = 13;
const product = (sku: string) => {
  const found = DEMO_PRODUCTS.find((p) => p.sku === sku);
  if (!found) throw new Error(`no demo product ${sku}`);
  return found;
};
const BED = product('BED-STOR-QN-WEN');
const MATTRESS = product('MAT-ORTHO-72x36x6');

/** A cart of one storage bed (4 packages) in a status, its order and version. */
const aCart = async (status: StatusId = 21, item = BED) => {
  const cart = (await seedOrder(t.db, { carts: [{ status, product: item, quantity: 1 }] }))
    .carts[0];
  if (!cart) throw new Error('no cart');
  return cart;
};
const issue = (cart: { id: number; version: number }, body: object, as = CET) =>
  call.post('/api/returns/issue-items/', as, { cart_pid: cart.id, version: cart.version, ...body });
const issuedOf = (cartId: number) =>
  t.db.select().from(issuedItems).where(eq(issuedItems.cart_id, cartId));

describe('POST /api/returns/issue-packaging/ and /api/returns/issue-items/', () => {
  it('issues packaging for a delivered cart: pending, the cart’s version on, the history', async () => {
    const cart = await aCart();
    const response = await call.post('/api/returns/issue-packaging/', CET, {
      cart_pid: cart.id,
      version: cart.version,
      quantity: 2,
      comments: 'Box torn',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Packaging issued!',
      cart_pid: cart.id,
      version: cart.version + 1,
    });
    expect(await issuedOf(cart.id)).toMatchObject([
      {
        item_type: 4,
        quantity: 2,
        status: 'pending',
        comments: 'Box torn',
        created_by_login_id: CET,
      },
    ]);
    const [stored] = await t.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(stored?.version).toBe(cart.version + 1);
    expect((await auditOf(t, 'cart', cart.id)).at(-1)).toMatchObject({
      reason: 'Box torn',
      changes: { issued_item: { before: null, after: { item_type: 4, quantity: 2 } } },
    });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.cart_id, cart.id));
    expect(comments.at(-1)?.comment).toBe('Packaging Material issued: quantity 2 (Box torn)');
  });

  it('issues parts of the item in their ranges, named as the catalogue names them', async () => {
    const cart = await aCart();
    const response = await issue(cart, {
      item_type_id: 9,
      parts_data: [
        { part_code: 'LEG', item_quantity: 4 },
        { part_code: 'BOLT', item_quantity: 1 },
      ],
    });
    expect(response.json().message).toBe('Successfully Issued!');
    expect(await issuedOf(cart.id)).toMatchObject([
      {
        item_type: 9,
        quantity: 5,
        parts_data: [
          { part_code: 'LEG', name: 'Bed Leg', item_quantity: 4 },
          { part_code: 'BOLT', name: 'Bolt Kit', item_quantity: 1 },
        ],
      },
    ]);
  });

  it.each([
    [
      [{ part_code: 'LEG', item_quantity: 7 }],
      'parts_data.0.item_quantity',
      'Quantity should be less than or equal to 6',
    ],
    [
      [{ part_code: 'WHEEL', item_quantity: 1 }],
      'parts_data.0.item_quantity',
      'The item has no such part',
    ],
  ])('refuses parts %j', async (parts, field, message) => {
    const cart = await aCart();
    const response = await issue(cart, { item_type_id: 9, parts_data: parts });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await issuedOf(cart.id)).toEqual([]);
  });

  it('refuses parts of an item that has none', async () => {
    const cart = await aCart(21, MATTRESS);
    const response = await issue(cart, {
      item_type_id: 9,
      parts_data: [{ part_code: 'LEG', item_quantity: 1 }],
    });
    expect(response.json().fields).toEqual({ parts_data: 'This item has no parts to issue' });
  });

  it.each([
    [
      { item_type_id: 5, description: 'Headboard bolts', quantity: 2 },
      'Quantity should be between 1 and 1',
    ],
    [{ item_type_id: 11, quantity: 5 }, 'Quantity should be between 1 and 4'],
    [
      { item_type_id: 8, description: 'Leg caps', quantity: 11 },
      'Quantity should be between 1 and 10',
    ],
  ])('keeps the quantity in its range: %j', async (body, message) => {
    const cart = await aCart();
    const response = await issue(cart, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ quantity: message });
  });

  it('refuses a cart that has not reached the customer, and a request of another cart', async () => {
    const confirmed = await aCart(2);
    const refused = await issue(confirmed, { item_type_id: 11, quantity: 1 });
    expect(refused.json().fields).toEqual({
      cart_pid: 'Items cannot be issued for a cart in Confirmed',
    });
    const other = await seedReturn(t.db, { status: 99, kind: 'issue' });
    const cart = await aCart();
    const wrong = await issue(cart, {
      item_type_id: 11,
      quantity: 1,
      request_id: other.request.id,
    });
    expect(wrong.json().fields).toEqual({ request_id: 'This request is not of this cart' });
    const own = await issue(other.cart, {
      item_type_id: 5,
      description: 'Pillow pair',
      quantity: 1,
      request_id: other.request.id,
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 to a bad body, 409 to a stale version, 403 to OPS, and replays a retry', async () => {
    const cart = await aCart();
    const bad = await issue(cart, { item_type_id: 7, quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose what to issue');
    expect(
      (await issue(cart, { item_type_id: 5, description: 'x'.repeat(201), quantity: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await issue(cart, { item_type_id: 4, quantity: 1 }, OPS)).statusCode).toBe(403);
    expect(
      (await issue({ id: cart.id, version: cart.version + 1 }, { item_type_id: 4, quantity: 1 }))
        .statusCode,
    ).toBe(409);
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/returns/issue-items/',
        headers: { ...bearer(await t.tokenFor(CET)), 'idempotency-key': `issue-${cart.id}` },
        payload: { cart_pid: cart.id, version: cart.version, item_type_id: 11, quantity: 1 },
      });
    const first = await send();
    expect((await send()).json()).toEqual(first.json());
    expect(await issuedOf(cart.id)).toHaveLength(1);
  });
});

describe('GET /api/returns/cart-parts/:cart_pid/ and /api/returns/issued-items/:cart_pid/', () => {
  it('answers the parts of the cart’s item with its quantity, and what was issued', async () => {
    const cart = await aCart();
    const parts = await call.get(`/api/returns/cart-parts/${cart.id}/`, CET);
    expect(parts.json()).toMatchObject({
      cart_pid: cart.id,
      item_sku: 'BED-STOR-QN-WEN',
      max_quantity: 1,
      result: expect.arrayContaining([
        { part_code: 'LEG', name: 'Bed Leg', min_value: 1, max_value: 6 },
      ]),
    });
    await issue(cart, { item_type_id: 11, quantity: 2 });
    const issued = await call.get(`/api/returns/issued-items/${cart.id}/`, CET);
    expect(issued.json().results).toMatchObject([
      {
        cart_pid: cart.id,
        item_type_id: 11,
        item_type_label: 'Issue Multiple Packages',
        quantity: 2,
        status: 'pending',
      },
    ]);
    expect((await call.get('/api/returns/cart-parts/999999999/', CET)).statusCode).toBe(404);
    expect((await call.get(`/api/returns/cart-parts/${cart.id}/`, OPS)).statusCode).toBe(403);
  });
});

describe('/missing-items: GET /api/missing-items/ and POST /api/missing-items/:id/fulfil/', () => {
  const missing = async () => {
    const cart = await aCart();
    const response = await issue(cart, {
      item_type_id: 5,
      description: 'Headboard bolts',
      quantity: 1,
    });
    const [row] = await issuedOf(cart.id);
    if (!row || response.statusCode !== 200) throw new Error('no missing item');
    return row;
  };

  it('lists pending missing items to OPS and TECH, newest first, and not to CET', async () => {
    const item = await missing();
    const page = await call.get('/api/missing-items/?limit=5', OPS);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ limit: 5, offset: 0 });
    expect(page.json().count).toBeGreaterThanOrEqual(1);
    expect(page.json().results[0]).toMatchObject({
      id: item.id,
      description: 'Headboard bolts',
      status: 'pending',
      status_label: 'Pending',
      created_by: { login_id: CET },
    });
    expect((await call.get('/api/missing-items/', TECH)).statusCode).toBe(200);
    expect((await call.get('/api/missing-items/', CET)).statusCode).toBe(403);
    expect((await call.get('/api/missing-items/?status=lost', OPS)).statusCode).toBe(400);
    expect((await call.get('/api/missing-items/?limit=101', OPS)).statusCode).toBe(400);
  });

  it('marks one fulfilled once, at the version read, with its history', async () => {
    const item = await missing();
    const url = `/api/missing-items/${item.id}/fulfil/`;
    expect((await call.post(url, CET, { version: item.version })).statusCode).toBe(403);
    expect((await call.post(url, OPS, { version: item.version + 1 })).statusCode).toBe(409);
    const done = await call.post(url, OPS, { version: item.version });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Updated Successfully!',
      item: {
        id: item.id,
        status: 'fulfilled',
        version: item.version + 1,
        fulfilled_by: { login_id: OPS },
      },
    });
    const again = await call.post(url, OPS, { version: item.version + 1 });
    expect(again.json().error).toBe('This missing item is already fulfilled');
    const fulfilled = await call.get('/api/missing-items/?status=fulfilled&limit=100', OPS);
    expect(fulfilled.json().results.map((r: { id: number }) => r.id)).toContain(item.id);
    expect((await auditOf(t, 'cart', item.cart_id)).at(-1)?.changes).toEqual({
      [`issued_item.${item.id}.status`]: { before: 'pending', after: 'fulfilled' },
    });
    expect(
      (await call.post('/api/missing-items/999999999/fulfil/', OPS, { version: 1 })).statusCode,
    ).toBe(404);
  });
});
