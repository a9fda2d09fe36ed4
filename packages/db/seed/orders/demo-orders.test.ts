import { ORDER_STATUSES } from '@backoffice/domain/orders';
import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/client';
import { createTestDatabase } from '../test-database';
import { seedDemo } from '../demo';
import { KNOWN_ORDERS } from './known-orders';
import { DEMO_ORDER_COUNT } from './demo-orders';
import { DEMO_POS_PLACED_ORDERS } from '../retail-pos/demo-pos-plan';

describe('the demo orders (the default test database holds them)', () => {
  let handle: DatabaseHandle;
  const rows = async <T>(query: SQL) =>
    // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL) => (await rows<T>(query))[0] as T;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("has the 5,000 demo orders and the till's placed ones, and does not seed twice", async () => {
    expect(await seedDemo(handle.db)).toBe(false);
    expect(await one(sql`select count(*)::int as n from orders`)).toEqual({
      n: DEMO_ORDER_COUNT + DEMO_POS_PLACED_ORDERS,
    });
  });

  it('keeps cart_status_counts equal to a GROUP BY of the carts', async () => {
    const counted = await rows(sql`
      select affiliate_id, orm_order_status, assigned_login_id, count
      from cart_status_counts where count > 0 order by 1, 2, 3`);
    const grouped = await rows(sql`
      select affiliate_id, orm_order_status, coalesce(assigned_login_id, 0) as assigned_login_id,
        count(*)::int as count
      from carts group by 1, 2, 3 order by 1, 2, 3`);
    expect(counted).toEqual(grouped);
  });

  it('covers every status, every channel, both payment types and 1 to 4 carts an order', async () => {
    const statuses = await rows<{ s: number }>(
      sql`select distinct orm_order_status as s from carts`,
    );
    expect(statuses.map((r) => r.s).sort((a, b) => a - b)).toEqual(
      ORDER_STATUSES.map((s) => s.id).sort((a, b) => a - b),
    );
    const channels = await rows<{ a: number }>(sql`select distinct affiliate_id as a from orders`);
    expect(channels).toHaveLength(SALES_CHANNELS.length);
    expect(await rows(sql`select distinct payment_type from orders order by 1`)).toEqual([
      { payment_type: 'COD' },
      { payment_type: 'ONLINE' },
    ]);
    expect(
      await one(sql`
        select min(n)::int as min, max(n)::int as max
        from (select count(*) as n from carts group by order_id) per_order`),
    ).toEqual({ min: 1, max: 4 });
  });

  it('spreads orders over the last 120 days and assigns OC and RT work to their agents', async () => {
    const span = await one<{ days: number }>(sql`
      select extract(day from max(created_at) - min(created_at))::int as days from orders`);
    expect(span.days).toBeGreaterThanOrEqual(100);
    expect(span.days).toBeLessThanOrEqual(120);
    const agents = await rows<{ agent: number | null }>(sql`
      select distinct assigned_login_id as agent from carts where orm_order_status = 1`);
    expect(agents.map((r) => r.agent)).toEqual(expect.arrayContaining([2, null]));
    const rt = await rows(sql`
      select 1 from carts where orm_order_status = 9 and assigned_login_id = 3 limit 1`);
    expect(rt).toHaveLength(1);
  });

  it('leaves the documents a status implies: invoices, dockets, delivery, confirmation', async () => {
    const missing = await one(sql`
      select
        count(*) filter (where c.orm_order_status = 6 and not exists
          (select 1 from cart_dockets d where d.cart_id = c.id))::int as docketed_without_docket,
        count(*) filter (where c.orm_order_status = 5 and not exists
          (select 1 from invoice_documents i where i.cart_id = c.id and i.kind = 'invoice'))::int
          as invoiced_without_invoice,
        count(*) filter (where c.orm_order_status = 21 and c.delivered_at is null)::int
          as delivered_without_time,
        count(*) filter (where c.orm_order_status = 2 and o.confirmed_at is null)::int
          as confirmed_without_time
      from carts c join orders o on o.id = c.order_id`);
    expect(missing).toEqual({
      docketed_without_docket: 0,
      invoiced_without_invoice: 0,
      delivered_without_time: 0,
      confirmed_without_time: 0,
    });
  });

  it('has a pincode directory with Bengaluru, Mumbai and Delhi', async () => {
    const cities = await rows<{ city: string; prefix: string }>(sql`
      select city, left(pincode, 4) as prefix from pincodes
      where city in ('Bengaluru', 'Mumbai', 'New Delhi') group by 1, 2 order by 1`);
    expect(cities).toEqual([
      { city: 'Bengaluru', prefix: '5600' },
      { city: 'Mumbai', prefix: '4000' },
      { city: 'New Delhi', prefix: '1100' },
    ]);
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from pincodes`)).n,
    ).toBeGreaterThan(300);
  });

  it.each(Object.entries(KNOWN_ORDERS))(
    'finds the known order %s by id, mobile, e-mail and name',
    async (_name, known) => {
      const byId = await rows<{ id: number }>(sql`
        select id from orders where order_random_id = ${known.order_random_id}`);
      expect(byId).toHaveLength(1);
      const ofCustomer = (where: SQL) =>
        rows<{ order_random_id: string }>(sql`
          select o.order_random_id from orders o join customers c on c.id = o.customer_id
          where ${where}`);
      const expected = [{ order_random_id: known.order_random_id }];
      expect(await ofCustomer(sql`c.mobile = ${known.mobile}`)).toEqual(expected);
      expect(await ofCustomer(sql`lower(c.email) = ${known.email}`)).toEqual(expected);
      const prefix = `${known.firstname.toLowerCase()}%`;
      expect(await ofCustomer(sql`lower(c.name) like ${prefix}`)).toEqual(expected);
      const carts = await rows(sql`
        select orm_order_status as status, assigned_login_id
        from carts where order_id = ${byId[0]?.id} order by id`);
      expect(carts).toEqual(
        known.carts.map((c) => ({ status: c.status, assigned_login_id: c.assigned_login_id })),
      );
    },
  );

  it('puts the known New Order at the top of the OC agent New Order list', async () => {
    const [top] = await rows<{ order_random_id: string }>(sql`
      select o.order_random_id from carts c join orders o on o.id = c.order_id
      where c.assigned_login_id = 2 and c.orm_order_status = 1 and c.affiliate_id = 0
      order by c.created_at desc, c.id desc limit 1`);
    expect(top?.order_random_id).toBe(KNOWN_ORDERS.newOrder.order_random_id);
  });
});
