import { seedOrder } from '@backoffice/db/seed';
import { carts, orders, walletEntries } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import { walletCreditValidUntil } from '@backoffice/domain/sales/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The marketplace-fulfilled channel: its carts are the ones a status change delivers today. */
const FBA = 9;
const AGENT = 2;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** An order of carts at these prices (rupees, one item each, no discount, coupon or delivery). */
async function orderOf(...lines: { rupees: number; status: 7 | 4 }[]) {
  const seeded = await seedOrder(t.db, {
    affiliate_id: FBA,
    carts: lines.map((line) => ({ status: line.status, assigned_login_id: AGENT })),
  });
  await t.db.update(orders).set({ coupon_code: null }).where(eq(orders.id, seeded.order.id));
  const priced = [];
  for (const [index, cart] of seeded.carts.entries()) {
    const paise = (lines[index]?.rupees ?? 0) * 100;
    const [row] = await t.db
      .update(carts)
      .set({
        price_paise: paise,
        mrp_paise: paise,
        item_quantity: 1,
        discount_paise: 0,
        delivery_charges_paise: 0,
        oda_charges_paise: 0,
      })
      .where(eq(carts.id, cart.id))
      .returning();
    priced.push(row!);
  }
  return { order: seeded.order, carts: priced };
}

const deliver = async (cart: { id: number }) => {
  const [now] = await t.db.select().from(carts).where(eq(carts.id, cart.id));
  return call.post('/api/update-fba-order/', AGENT, {
    cart_pid: cart.id,
    version: now!.version,
    orm_order_status: STATUS.DELIVERED,
    comment: 'Delivered by the marketplace',
  });
};

const creditsOf = (orderId: number) =>
  t.db.select().from(walletEntries).where(eq(walletEntries.order_id, orderId));

describe('the wallet credit an order earns on delivery', () => {
  it('is posted when the last item is delivered, once, whatever is delivered again', async () => {
    const {
      order,
      carts: [first, second],
    } = await orderOf({ rupees: 4_000, status: 7 }, { rupees: 3_000, status: 7 });
    expect((await deliver(first!)).statusCode).toBe(200);
    expect(await creditsOf(order.id)).toEqual([]);

    const before = new Date();
    expect((await deliver(second!)).statusCode).toBe(200);
    const credits = await creditsOf(order.id);
    expect(credits).toEqual([
      expect.objectContaining({
        customer_id: order.customer_id,
        pot: 'a',
        amount_paise: 35_000,
        source_key: `earned:${order.id}`,
      }),
    ]);
    const until = credits[0]!.valid_until!.getTime();
    expect(until).toBeGreaterThanOrEqual(walletCreditValidUntil(before).getTime());
    expect(until).toBeLessThanOrEqual(walletCreditValidUntil(new Date()).getTime());

    expect((await deliver(second!)).statusCode).toBe(200);
    expect((await deliver(first!)).statusCode).toBe(200);
    expect(await creditsOf(order.id)).toHaveLength(1);
  });

  it('counts only the carts not cancelled, and nothing under ₹5,000', async () => {
    const withCancelled = await orderOf({ rupees: 6_000, status: 7 }, { rupees: 9_000, status: 4 });
    expect((await deliver(withCancelled.carts[0]!)).statusCode).toBe(200);
    expect((await creditsOf(withCancelled.order.id)).map((e) => e.amount_paise)).toEqual([30_000]);

    const small = await orderOf({ rupees: 4_999, status: 7 });
    expect((await deliver(small.carts[0]!)).statusCode).toBe(200);
    expect(await creditsOf(small.order.id)).toEqual([]);
  });
});
