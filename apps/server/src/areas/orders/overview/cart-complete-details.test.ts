import { auditLog, cartDockets, cartRequestedDates, invoiceDocuments } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cartDetails = async (path: string, loginId = 2) =>
  t.app.inject({
    url: `/api/cart-complete-details/${path}`,
    headers: bearer(await t.tokenFor(loginId)),
  });

/** An order of two New Order carts, the first with a docket, an invoice and a requested date. */
async function cartWithPaperwork() {
  const seeded = await seedOrder(t.db, {
    affiliate_id: 0,
    carts: [
      { status: 1, assigned_login_id: 2 },
      { status: 1, assigned_login_id: null },
    ],
  });
  const [cart, other] = seeded.carts;
  if (!cart || !other) throw new Error('cartWithPaperwork: two carts expected');
  await t.db.insert(cartDockets).values({
    cart_id: cart.id,
    docket_number: `DKT${cart.id}`,
    courier_name: 'Delhivery',
  });
  await t.db.insert(invoiceDocuments).values({
    cart_id: cart.id,
    kind: 'invoice',
    number: `INV${cart.id}`,
    amount_paise: 123_450,
    created_by_role: 'TEAML',
    created_by_name: 'Priya Nair',
  });
  await t.db.insert(cartRequestedDates).values({
    cart_id: cart.id,
    new_requested_date: '2026-12-24',
    updated_by_name: 'Priya Nair',
    updated_by_email: 'priya@example.com',
  });
  const audited = (entity: string, entityId: string, reason: string) => ({
    actor_login_id: 2,
    actor_role: 'CET',
    at: t.clock.now(),
    entity,
    entity_id: entityId,
    changes: { orm_order_status: { before: 1, after: 2 } },
    reason,
  });
  await t.db
    .insert(auditLog)
    .values([
      audited('cart', String(cart.id), 'this cart'),
      audited('cart', String(other.id), 'the other cart'),
      audited('order', seeded.order.order_random_id, 'the order'),
    ]);
  return { ...seeded, cart, other };
}

describe('GET /api/cart-complete-details/:cart_pid/', () => {
  it('answers the cart with its bill, dockets, invoices, history and requests', async () => {
    const { order, cart } = await cartWithPaperwork();
    const response = await cartDetails(`${cart.id}/?affiliate_id=0`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      order_random_id: order.order_random_id,
      affiliate_id: 0,
      cart: {
        cart_pid: cart.id,
        orm_order_status: 1,
        status_label: 'New Order',
        assigned_to: { login_id: 2, name: 'Priya Nair' },
        docket_number: `DKT${cart.id}`,
      },
      billing: { cart_pid: cart.id, items: [{ cart_pid: cart.id }] },
      requests: {
        is_urgent: cart.is_urgent,
        requested_dates: [{ new_requested_date: '2026-12-24', updated_by_name: 'Priya Nair' }],
      },
    });
    expect(body.cart.allowed_targets).toEqual([1, 2, 3, 14, 18, 19]);
    expect(body.dockets[0]).toMatchObject({
      docket_number: `DKT${cart.id}`,
      courier_name: 'Delhivery',
    });
    expect(body.invoices).toContainEqual(
      expect.objectContaining({
        invoice_credit_number: `INV${cart.id}`,
        invoice_credit_amount: 1234.5,
      }),
    );
    const reasons = body.status_history.map((e: { reason: string | null }) => e.reason);
    expect(reasons).toContain('this cart');
    expect(reasons).not.toContain('the other cart');
    expect(reasons).not.toContain('the order');
  });

  it('answers the same bill as billing-details for the cart', async () => {
    const { cart } = await cartWithPaperwork();
    const token = await t.tokenFor(2);
    const bill = await t.app.inject({
      url: `/api/billing-details/?cart_id=${cart.id}`,
      headers: bearer(token),
    });
    expect((await cartDetails(`${cart.id}/`)).json().billing).toEqual(bill.json());
  });

  it('answers 404 for an unknown cart or one of another channel, 400 for a malformed id', async () => {
    const { cart } = await cartWithPaperwork();
    const unknown = await cartDetails('2147483647/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Cart not found' });
    expect((await cartDetails(`${cart.id}/?affiliate_id=3`)).statusCode).toBe(404);
    expect((await cartDetails('0x10/')).statusCode).toBe(400);
    expect((await cartDetails(`${cart.id}/?affiliate_id=-1`)).statusCode).toBe(400);
  });

  it('is forbidden to those who may not open the order page', async () => {
    const { cart } = await cartWithPaperwork();
    expect((await cartDetails(`${cart.id}/`, 19)).statusCode).toBe(403);
  });
});
