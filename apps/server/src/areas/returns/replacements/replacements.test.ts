import { moveCartStatusCount } from '@backoffice/db';
import {
  cartStatusCounts,
  carts,
  orderComments,
  replacements,
  returnRequests,
} from '@backoffice/db/schema';
import { DEMO_PRODUCTS, seedReturn } from '@backoffice/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callsAs } from '../../../test/order-calls';
import { asSubmission } from '../../../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const CET = 4;
const TEAM_LEADER = 6;
const OPS = 10;
const FINANCE = 7;
const BED = DEMO_PRODUCTS.find((p) => p.sku === 'BED-STOR-QN-WEN');
if (!BED) throw new Error('no storage bed in the demo products');

/** A replacement request of two beds, approved (Processing) unless another status is given. */
const aRequest = (status: 98 | 25 | 26 | 29 = 98, kind?: 'return') =>
  seedReturn(t.db, { status, product: BED, quantity: 2, ...(kind ? { kind } : {}) });

const put = async (url: string, loginId: number, payload: object, key?: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: {
      ...bearer(await t.tokenFor(loginId)),
      ...asSubmission(key ? { 'idempotency-key': key } : {}),
    },
    payload,
  });

const unassignedConfirmed = async (affiliateId: number) => {
  const [row] = await t.db
    .select({ count: cartStatusCounts.count })
    .from(cartStatusCounts)
    .where(
      and(
        eq(cartStatusCounts.affiliate_id, affiliateId),
        eq(cartStatusCounts.orm_order_status, 2),
        eq(cartStatusCounts.assigned_login_id, 0),
      ),
    );
  return row?.count ?? 0;
};

const create = (request: { id: number; version: number }, body: object = {}, as = CET) =>
  call.post('/api/replacements/create/', as, {
    request_id: request.id,
    version: request.version,
    item_sku: 'BED-STOR-QN-WEN',
    quantity: 1,
    ...body,
  });

describe('POST /api/replacements/create/', () => {
  it('ships the replacement as a Confirmed cart of the order, counted, with its history', async () => {
    const seeded = await aRequest();
    const counted = await unassignedConfirmed(seeded.cart.affiliate_id);
    const response = await create(seeded.request, {
      dealer_cx_price: '1234.50',
      comments: 'Same bed again',
    });
    expect(response.statusCode).toBe(200);
    const { replacement, message } = response.json();
    expect(message).toBe('Replacement Created!');
    expect(replacement).toMatchObject({
      request_id: seeded.request.id,
      cart_pid: seeded.cart.id,
      item_sku: 'BED-STOR-QN-WEN',
      item_dimensions: expect.stringMatching(/ in$/),
      quantity: 1,
      dealer_cx_price: 1234.5,
      created_by: { login_id: CET },
    });
    const [shipping] = await t.db
      .select()
      .from(carts)
      .where(eq(carts.id, replacement.new_cart_pid));
    expect(shipping).toMatchObject({
      order_id: seeded.order.id,
      orm_order_status: 2,
      price_paise: 0,
      item_quantity: 1,
      assigned_login_id: null,
    });
    expect(await unassignedConfirmed(seeded.cart.affiliate_id)).toBe(counted + 1);
    const [stored] = await t.db
      .select()
      .from(replacements)
      .where(eq(replacements.id, replacement.id));
    expect(stored?.dealer_cx_price_paise).toBe(123_450);
    const [request] = await t.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, seeded.request.id));
    expect(request?.version).toBe(seeded.request.version + 1);
    expect((await auditOf(t, 'cart', seeded.cart.id)).at(-1)).toMatchObject({
      reason: 'Same bed again',
      changes: { replacement: { before: null, after: { new_cart_pid: shipping?.id } } },
    });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.cart_id, seeded.cart.id));
    expect(comments.at(-1)?.comment).toMatch(/^Replacement created: 1 x .*, shipping as cart \d+$/);

    const again = await create({ id: seeded.request.id, version: seeded.request.version + 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      'A replacement is already created for this request: modify it instead',
    );
  });

  it('replays a retried submission instead of creating a second replacement', async () => {
    const seeded = await aRequest();
    const key = `replace-${seeded.request.id}`;
    const body = {
      request_id: seeded.request.id,
      version: seeded.request.version,
      item_sku: 'BED-STOR-QN-WEN',
      quantity: 2,
    };
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/replacements/create/',
        headers: { ...bearer(await t.tokenFor(CET)), 'idempotency-key': key },
        payload: body,
      });
    const first = await send();
    const second = await send();
    expect(second.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(replacements)
      .where(eq(replacements.request_id, seeded.request.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a return', 26, 'return', 'Only a replacement request ships a replacement'],
    [
      'a replacement not yet approved',
      25,
      undefined,
      'A replacement cannot be created for a request in Replacement Requested',
    ],
  ] as const)('refuses %s', async (_case, status, kind, message) => {
    const seeded = await aRequest(status, kind);
    const response = await create(seeded.request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { request_id: message } });
  });

  it.each([
    [{ quantity: 3 }, 'quantity', 'Quantity should be between 1 and 2'],
    [{ item_sku: 'NO-SUCH-SKU' }, 'item_sku', 'Item SKU not found'],
  ])('refuses %j', async (body, field, message) => {
    const seeded = await aRequest();
    const response = await create(seeded.request, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it.each([
    [{ dealer_cx_price: '12.345' }],
    [{ quantity: 0 }],
    [{ request_id: 'x' }],
    [{ surprise: true }],
    [{ comments: 'x'.repeat(1001) }],
  ])('answers 400 to a bad body %j', async (body) => {
    const seeded = await aRequest();
    expect((await create(seeded.request, body)).statusCode).toBe(400);
  });

  it('answers 409 to a stale version and 404 to an unknown request', async () => {
    const seeded = await aRequest();
    const stale = await create({ id: seeded.request.id, version: seeded.request.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect((await create({ id: 999_999_999, version: 1 })).statusCode).toBe(404);
  });

  it.each([OPS, FINANCE])('refuses login %i (403)', async (loginId) => {
    const seeded = await aRequest();
    expect((await create(seeded.request, {}, loginId)).statusCode).toBe(403);
  });
});

describe('PUT /api/edit-replacement/', () => {
  const created = async () => {
    const seeded = await aRequest();
    const response = await create(seeded.request, { dealer_cx_price: 999 }, TEAM_LEADER);
    return { seeded, replacement: response.json().replacement };
  };
  const edit = (
    replacement: { id: number; version: number },
    body: object = {},
    as = CET,
    key?: string,
  ) =>
    put(
      '/api/edit-replacement/',
      as,
      {
        replacement_id: replacement.id,
        version: replacement.version,
        item_sku: 'BED-SHEE-QN-WAL',
        quantity: 2,
        ...body,
      },
      key,
    );

  it('changes the item on the replacement and its cart, keeping a dealer price left out', async () => {
    const { seeded, replacement } = await created();
    const response = await edit(replacement);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Replacement Modified!',
      replacement: {
        id: replacement.id,
        version: replacement.version + 1,
        item_sku: 'BED-SHEE-QN-WAL',
        quantity: 2,
        dealer_cx_price: 999,
      },
    });
    const [shipping] = await t.db
      .select()
      .from(carts)
      .where(eq(carts.id, replacement.new_cart_pid));
    expect(shipping).toMatchObject({ item_sku: 'BED-SHEE-QN-WAL', item_quantity: 2, version: 2 });
    expect((await auditOf(t, 'cart', seeded.cart.id)).at(-1)?.changes).toMatchObject({
      [`replacement.${replacement.id}`]: {
        after: { item: expect.stringContaining('BED-SHEE-QN-WAL') },
      },
    });
    expect((await auditOf(t, 'cart', replacement.new_cart_pid)).at(-1)?.changes).toMatchObject({
      item_sku: { before: 'BED-STOR-QN-WEN', after: 'BED-SHEE-QN-WAL' },
    });
  });

  it("is answered with its request by the cart's requests read, to be modified later", async () => {
    const { seeded, replacement } = await created();
    const path = `/api/customer-requests/${seeded.cart.affiliate_id}/${seeded.cart.id}/get`;
    const read = await call.get(path, CET);
    expect(read.statusCode).toBe(200);
    const [listed] = read.json().results;
    expect(listed).toMatchObject({ id: seeded.request.id, replacement });
    const response = await edit(listed.replacement);
    expect(response.json().message).toBe('Replacement Modified!');
    const again = (await call.get(path, CET)).json().results[0].replacement;
    expect(again).toMatchObject({ version: replacement.version + 1, item_sku: 'BED-SHEE-QN-WAL' });
  });

  it('answers 409 to a stale version, and replays a retried modification', async () => {
    const { replacement } = await created();
    const key = `edit-replacement-${replacement.id}`;
    const first = await edit(replacement, {}, CET, key);
    const second = await edit(replacement, {}, CET, key);
    expect(second.json()).toEqual(first.json());
    expect((await edit(replacement)).statusCode).toBe(409);
  });

  it('refuses once the replacement cart is invoiced, a quantity past the return, and OPS', async () => {
    const { replacement } = await created();
    expect((await edit(replacement, { quantity: 3 })).json().fields).toEqual({
      quantity: 'Quantity should be between 1 and 2',
    });
    expect((await edit(replacement, {}, OPS)).statusCode).toBe(403);
    await t.db.transaction(async (tx) => {
      const [cart] = await tx
        .update(carts)
        .set({ orm_order_status: 5 })
        .where(eq(carts.id, replacement.new_cart_pid))
        .returning();
      if (!cart) throw new Error('no replacement cart');
      await moveCartStatusCount(tx, {
        affiliate_id: cart.affiliate_id,
        assigned_login_id: cart.assigned_login_id,
        from: 2,
        to: 5,
      });
    });
    const shipped = await edit(replacement);
    expect(shipped.statusCode).toBe(400);
    expect(shipped.json().error).toBe(
      'The replacement has left the warehouse and can no longer be modified',
    );
  });
});
