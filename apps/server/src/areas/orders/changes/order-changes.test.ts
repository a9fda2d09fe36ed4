import { indiaDay } from '@backoffice/domain/core/dates';
import {
  cartRequestedDates,
  carts,
  codToOnlineCarts,
  invoiceDocuments,
} from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { futureDeliveryRanges } from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { countsAndCarts, storedCart } from '../details/orders.test-support';
import { codOrder, dueOf, paymentCalls, settle } from '../../../test/payment-calls';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const OC = 2;

describe('split cart', () => {
  const threeItems = async (status: 1 | 5 | 6 = 1) =>
    (
      await seedOrder(t.db, {
        affiliate_id: 0,
        payment_type: 'COD',
        carts: [{ status, quantity: 3 }],
      })
    ).carts[0]!;

  it('answers the template: quantity 1 to the item quantity, invoices, refusal', async () => {
    const cart = await threeItems(5);
    const response = await call.get(`/api/split-cart/${cart.id}/?affiliate_id=0`, OC);
    const invoices = await t.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.cart_id, cart.id));
    expect(response.json()).toMatchObject({
      cart_pid: cart.id,
      item_quantity: 3,
      min_quantity: 1,
      max_quantity: 3,
      invoice_numbers: invoices.filter((i) => i.kind === 'invoice').map((i) => i.number),
      refusal: null,
    });
    const docketed = await threeItems(6);
    expect((await call.get(`/api/split-cart/${docketed.id}/`, OC)).json().refusal).toBe(
      'A cart in Docketed cannot be split',
    );
  });

  it('moves items to a new cart with their share, counts it and audits both', async () => {
    const cart = await threeItems();
    const response = await call.post('/api/split-cart/', OC, {
      affiliate_id: 0,
      cart_pid: cart.id,
      version: cart.version,
      invoice_numbers: [],
      quantity: 2,
    });
    expect(response.statusCode).toBe(200);
    const { new_cart_pid, version } = response.json();
    expect(version).toBe(cart.version + 1);
    const kept = await storedCart(t.db, cart.id);
    const moved = await storedCart(t.db, new_cart_pid);
    expect([kept.item_quantity, moved.item_quantity]).toEqual([1, 2]);
    expect(kept.discount_paise + moved.discount_paise).toBe(cart.discount_paise);
    expect(moved).toMatchObject({
      order_id: cart.order_id,
      item_sku: cart.item_sku,
      orm_order_status: cart.orm_order_status,
      price_paise: cart.price_paise,
    });
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
    expect((await auditOf(t, 'cart', new_cart_pid))[0]).toMatchObject({
      changes: { split_from: { before: null, after: cart.id } },
    });
    expect((await auditOf(t, 'cart', cart.id)).at(-1)).toMatchObject({
      changes: { item_quantity: { before: 3, after: 1 } },
    });
  });

  it('moves the invoices named, and shares what was moved online', async () => {
    const {
      order,
      carts: [cart],
    } = await seedOrder(t.db, {
      affiliate_id: 0,
      payment_type: 'COD',
      carts: [{ status: 5, quantity: 2 }],
    });
    const moved = await call.post('/api/backend-cod-to-online/', 10, {
      order_id: order.order_random_id,
      cart_ids: [cart!.id],
      amount: dueOf(order, cart!) / 100,
      payment_via: 'Juspay',
    });
    await settle(t, moved.json().request.link.transaction_id, 'paid');
    const [invoice] = await t.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.cart_id, cart!.id));
    const response = await call.post('/api/split-cart/', OC, {
      affiliate_id: 0,
      cart_pid: cart!.id,
      version: cart!.version,
      invoice_numbers: [invoice!.number],
      quantity: 1,
    });
    const { new_cart_pid } = response.json();
    const [movedInvoice] = await t.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.number, invoice!.number));
    expect(movedInvoice?.cart_id).toBe(new_cart_pid);
    const shares = await t.db.select().from(codToOnlineCarts);
    const ofCart = (id: number) =>
      shares.filter((s) => s.cart_id === id).reduce((a, s) => a + s.amount_paise, 0);
    expect(ofCart(cart!.id) + ofCart(new_cart_pid)).toBe(dueOf(order, cart!));
    const rows = (await call.get(`/api/backend-cod-to-online/${order.order_random_id}/`, 10)).json()
      .carts;
    expect(rows.map((r: { total_cod: number }) => r.total_cod)).toEqual([0, 0]);
  });

  it.each([
    [{ quantity: 3 }, 'quantity', 'Keep at least 1 item in the cart'],
    [{ quantity: 0 }, 'quantity', 'Split at least 1 item'],
    [
      { invoice_numbers: ['INV-NOPE'] },
      'invoice_numbers',
      'Invoice INV-NOPE is not an invoice of this cart',
    ],
  ])('refuses %j', async (change, field, message) => {
    const cart = await threeItems();
    const response = await call.post('/api/split-cart/', OC, {
      affiliate_id: 0,
      cart_pid: cart.id,
      version: cart.version,
      quantity: 1,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect((await storedCart(t.db, cart.id)).item_quantity).toBe(3);
  });

  it('answers one 409 for two concurrent splits, 404 for another channel, 403 for FINANCE', async () => {
    const cart = await threeItems();
    const split = () =>
      call.post('/api/split-cart/', OC, {
        affiliate_id: 0,
        cart_pid: cart.id,
        version: cart.version,
        quantity: 1,
      });
    const answers = await Promise.all([split(), split()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const siblings = await t.db.select().from(carts).where(eq(carts.order_id, cart.order_id));
    expect(siblings).toHaveLength(2);
    const other = await call.post('/api/split-cart/', OC, {
      affiliate_id: 3,
      cart_pid: cart.id,
      version: cart.version + 1,
      quantity: 1,
    });
    expect(other.statusCode).toBe(404);
    expect((await call.get(`/api/split-cart/${cart.id}/`, 7)).statusCode).toBe(403);
  });
});

describe('future delivery', () => {
  it('offers the ranges of the domain and moves the delivery to a date inside them', async () => {
    const {
      carts: [cart],
    } = await codOrder(t, [{ status: 2 }]);
    const offer = (await call.get(`/api/update-delivery-date/?cart_pid=${cart!.id}`, OC)).json();
    const expected = futureDeliveryRanges(cart!, indiaDay(t.clock.now()));
    expect(offer).toMatchObject({ cart_pid: cart!.id, version: cart!.version, ...expected });
    const date = expected.date_ranges[1]!.start_date;
    const response = await call.post('/api/update-delivery-date/', OC, {
      cart_pid: cart!.id,
      version: cart!.version,
      cx_request_date: date,
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Delivery date updated',
      cart_pid: cart!.id,
      version: cart!.version + 1,
      cx_request_date: date,
    });
    expect((await storedCart(t.db, cart!.id)).promised_date).toBe(date);
    const logged = await t.db
      .select()
      .from(cartRequestedDates)
      .where(eq(cartRequestedDates.cart_id, cart!.id))
      .orderBy(cartRequestedDates.id);
    expect(logged.at(-1)).toMatchObject({
      new_requested_date: date,
      old_pickup_date: cart!.promised_date,
    });
  });

  it('refuses a date outside the ranges, a stale version and a shipped cart', async () => {
    const {
      carts: [cart],
    } = await codOrder(t, [{ status: 2 }]);
    const { date_ranges } = futureDeliveryRanges(cart!, indiaDay(t.clock.now()));
    const sunday = new Date(`${date_ranges[0]!.end_date}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + 1);
    const outside = await call.post('/api/update-delivery-date/', OC, {
      cart_pid: cart!.id,
      version: cart!.version,
      cx_request_date: sunday.toISOString().slice(0, 10),
    });
    expect(outside.json().fields).toEqual({
      cx_request_date: 'Select a date inside the offered ranges',
    });
    const stale = await call.post('/api/update-delivery-date/', OC, {
      cart_pid: cart!.id,
      version: cart!.version + 1,
      cx_request_date: date_ranges[0]!.start_date,
    });
    expect(stale.statusCode).toBe(409);

    const {
      carts: [shipped],
    } = await codOrder(t, [{ status: 7 }]);
    const offer = (await call.get(`/api/update-delivery-date/?cart_pid=${shipped!.id}`, OC)).json();
    expect(offer).toMatchObject({
      date_ranges: [],
      message: 'Future delivery can be asked only before the cart is shipped',
    });
  });
});
