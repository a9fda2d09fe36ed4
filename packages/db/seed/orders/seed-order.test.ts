import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/client';
import {
  auditLog,
  cartDockets,
  cartStatusCounts,
  invoiceDocuments,
  orderComments,
  orderEvents,
  orderPayments,
} from '../../src/schema/index';
import { seedDemo } from '../demo';
import { createTestDatabase } from '../test-database';
import { planOrder } from './order-plan';
import { createRng } from './prng';
import { seedCustomer, seedOrder } from './seed-order';

describe('seedOrder', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ demo: false });
    await seedDemo(handle.db, new Date(), { orders: 0 });
  });
  afterAll(() => handle.close());

  const countOf = async (affiliate: number, status: number, agent: number) => {
    const [row] = await handle.db
      .select({ count: cartStatusCounts.count })
      .from(cartStatusCounts)
      .where(
        sql`${cartStatusCounts.affiliate_id} = ${affiliate}
          and ${cartStatusCounts.orm_order_status} = ${status}
          and ${cartStatusCounts.assigned_login_id} = ${agent}`,
      );
    return row?.count ?? 0;
  };

  it('gives a second order of the same mobile to the same customer (one customer per mobile)', async () => {
    const person = { firstname: 'Kabir', lastname: 'Sethi', mobile: '9845077777' };
    const first = await seedOrder(handle.db, { person, carts: 1 });
    const second = await seedOrder(handle.db, { person, carts: 1 });
    expect(second.customer.id).toBe(first.customer.id);
    expect(second.order.customer_id).toBe(first.customer.id);
    await expect(seedCustomer(handle.db, { mobile: '9845077777' })).rejects.toThrow();
  });

  it('writes an order with its customer, shipping address and the carts asked for', async () => {
    const seeded = await seedOrder(handle.db, {
      affiliate_id: 3,
      person: { firstname: 'Asha', lastname: 'Rao', mobile: '9845012345' },
      carts: [
        { status: 1, assigned_login_id: 2 },
        { status: 2, assigned_login_id: null },
      ],
    });
    expect(seeded.order.order_random_id).toMatch(/^[A-Z0-9]{8}$/);
    expect(seeded.customer).toMatchObject({ name: 'Asha Rao', mobile: '9845012345' });
    expect(seeded.addresses[0]).toMatchObject({ kind: 'shipping', mobile_number: '9845012345' });
    expect(
      seeded.carts.map((c) => [c.orm_order_status, c.assigned_login_id, c.affiliate_id]),
    ).toEqual([
      [1, 2, 3],
      [2, null, 3],
    ]);
    expect(seeded.order.confirmed_at).not.toBeNull();
    for (const cart of seeded.carts)
      expect(cart.mrp_paise).toBeGreaterThanOrEqual(cart.price_paise);
    expect(await countOf(3, 1, 2)).toBe(1);
    expect(await countOf(3, 2, 0)).toBe(1);
  });

  it('leaves what a status implies: invoice and docket when docketed, an event when cancelled', async () => {
    const docketed = await seedOrder(handle.db, { carts: [{ status: 6 }] });
    const [cart] = docketed.carts;
    if (!cart) throw new Error('no cart');
    const kinds = await handle.db
      .select({ kind: invoiceDocuments.kind })
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.cart_id, cart.id));
    expect(kinds).toEqual([{ kind: 'invoice' }]);
    expect(
      await handle.db.select().from(cartDockets).where(eq(cartDockets.cart_id, cart.id)),
    ).toHaveLength(1);
    expect(cart.is_locked).toBe(true);
    const history = await handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'cart' and ${auditLog.entity_id} = ${String(cart.id)}`);
    expect(history.at(-1)?.changes).toEqual({ orm_order_status: { before: 5, after: 6 } });

    const cancelled = await seedOrder(handle.db, { carts: [{ status: 4 }] });
    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, cancelled.order.id));
    expect(events.map((e) => e.name)).toEqual(['cancellation']);
  });

  it('writes nothing but the order for a fresh New Order, paid online when asked', async () => {
    const fresh = await seedOrder(handle.db, {
      payment_type: 'ONLINE',
      carts: [{ status: 1, assigned_login_id: null }],
    });
    expect(fresh.order.confirmed_at).toBeNull();
    expect(fresh.carts[0]?.version).toBe(1);
    expect(
      await handle.db
        .select()
        .from(orderComments)
        .where(eq(orderComments.order_id, fresh.order.id)),
    ).toHaveLength(0);
    const payments = await handle.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, fresh.order.id));
    expect(payments.at(-1)?.status).toBe('paid');
  });

  it('orders for an existing customer when given one', async () => {
    const customer = await seedCustomer(handle.db, { name: 'Meena Iyer' });
    const seeded = await seedOrder(handle.db, { customer_id: customer.id, carts: 1 });
    expect(seeded.customer.id).toBe(customer.id);
    expect(seeded.carts).toHaveLength(1);
  });

  it('plans the same order from the same seed', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const plan = () => planOrder(createRng(42), { order_random_id: 'K7Q2M9XA', now });
    expect(plan()).toEqual(plan());
  });
});
