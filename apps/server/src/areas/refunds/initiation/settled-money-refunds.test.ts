import { carts, catalogueSkus, orderPayments, refunds } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import type { EditCartAnswer } from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { amountDueOf } from '../../orders/index';

const LEADER = 6;
const SALES = 12;
const PROTECTOR = 'ACC-PROT-72x36';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const refundsOfOrder = (orderId: number) =>
  t.db.select().from(refunds).where(eq(refunds.order_id, orderId)).orderBy(refunds.cart_id);

/** Only what the test pays counts: the seed's own payments of the order are set aside. */
async function paidOnly(orderId: number, paise: number) {
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, orderId));
  if (paise > 0) {
    await t.db
      .insert(orderPayments)
      .values({ order_id: orderId, method_id: 2, amount_paise: paise, status: 'paid' });
  }
}

describe('a cancelled cart is refunded in cancelled-orders', () => {
  it('raises one refund per cancelled cart, up to what was paid', async () => {
    const { order, carts } = await seedOrder(t.db, {
      now: t.clock.now(),
      affiliate_id: 0,
      carts: [{ status: STATUS.CONFIRMED }, { status: STATUS.CONFIRMED }],
    });
    const [first, second] = carts;
    if (!first || !second) throw new Error('no carts');
    const firstDue = amountDueOf(order, first);
    await paidOnly(order.id, firstDue + 100);
    const response = await call.post('/api/cancel-universal-order/', LEADER, {
      order_random_id: order.order_random_id,
      reason: 'Customer changed their mind',
    });
    expect(response.statusCode, response.body).toBe(200);
    const raised = await refundsOfOrder(order.id);
    expect(raised.map((r) => [r.cart_id, r.category_id, r.status, r.amount_paise])).toEqual([
      [first.id, 3, 1, firstDue],
      [second.id, 3, 1, 100],
    ]);
    expect(raised[0]?.source_key).toBe(`cancelled-cart:${first.id}`);
    expect(raised[0]?.comments).toBe('Cart cancelled: Customer changed their mind');
  });

  it('raises nothing when nothing was paid', async () => {
    const { order } = await seedOrder(t.db, {
      now: t.clock.now(),
      carts: [{ status: STATUS.CONFIRMED }],
    });
    await paidOnly(order.id, 0);
    const response = await call.post('/api/cancel-universal-order/', LEADER, {
      order_random_id: order.order_random_id,
      reason: 'Duplicate order',
    });
    expect(response.json().cancelled).toHaveLength(1);
    expect(await refundsOfOrder(order.id)).toEqual([]);
  });
});

describe("a cart edit's refund is a customization-orders refund", () => {
  it('raises the balance owed once the order was paid', async () => {
    const { order, carts: seeded } = await seedOrder(t.db, {
      now: t.clock.now(),
      affiliate_id: 0,
      payment_type: 'ONLINE',
      carts: [{ status: STATUS.NEW_ORDER }],
    });
    const [seededCart] = seeded;
    if (!seededCart) throw new Error('no cart');
    const [item] = await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, PROTECTOR));
    if (!item) throw new Error('no protector in the catalogue');
    // Two protectors at today's price, so one fewer owes the customer one protector's price.
    const [cart] = await t.db
      .update(carts)
      .set({
        item_sku: PROTECTOR,
        item_quantity: 2,
        price_paise: item.price_paise,
        mrp_paise: item.mrp_paise,
        discount_paise: 0,
      })
      .where(eq(carts.id, seededCart.id))
      .returning();
    if (!cart) throw new Error('no cart');
    await paidOnly(order.id, 10_000_000);
    const edited = await call.post('/api/editcart/', SALES, {
      affiliate_id: 0,
      cart_pid: cart.id,
      version: cart.version,
      item_sku: PROTECTOR,
      item_quantity: 1,
      diff_amount: item.price_paise / 100,
      extra_or_refund: 'refund',
      comments: 'One protector is enough',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const modification = edited.json<EditCartAnswer>().modification;
    expect(modification.addon_extra_payment_status).toBe('refund_due');
    const raised = await refundsOfOrder(order.id);
    expect(raised.map((r) => [r.cart_id, r.category_id, r.amount_paise])).toEqual([
      [cart.id, 4, item.price_paise],
    ]);
    expect(raised[0]?.comments).toBe('Cart modified: One protector is enough');
  });
});
