import { STATUS } from '@backoffice/domain/orders';
import { RETURN_STATUS_IDS } from '@backoffice/domain/returns';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/client';
import { createTestDatabase } from '../test-database';
import { DEMO_IMAGE_SIZE } from './request-plan';

describe('the returns demo (the default test database holds it)', () => {
  let handle: DatabaseHandle;
  const rows = async <T>(query: SQL) =>
    // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL) => (await rows<T>(query))[0] as T;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('gives every cart in a return status but RTS one request, in every status on both platforms', async () => {
    const covered = await rows<{ status: number; platform: string }>(sql`
      select distinct r.status, case when r.affiliate_id = 0 then 'product' else 'affiliate' end as platform
      from return_requests r order by 1, 2`);
    const expected = RETURN_STATUS_IDS.filter((s) => s !== STATUS.RTS).flatMap((status) => [
      { status, platform: 'affiliate' },
      { status, platform: 'product' },
    ]);
    expect(covered).toEqual(
      expected.sort((a, b) => a.status - b.status || a.platform.localeCompare(b.platform)),
    );
    expect(
      await one(sql`
        select count(*)::int as n from carts c
        where c.orm_order_status in (24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34)
          and (select count(*) from return_requests r where r.cart_id = c.id) <> 1`),
    ).toEqual({ n: 0 });
    expect(
      await one(sql`select count(*)::int as n from return_requests r join carts c on c.id = r.cart_id
        where c.orm_order_status <> r.status`),
    ).toEqual({ n: 0 });
  });

  it('has carts waiting for a pickup whose customer the sandbox courier finds away (mobile ends in 7)', async () => {
    // The browser spec reschedules a pickup on one of them (docs/returns.md, the sandbox courier).
    const away = await rows<{ platform: string }>(sql`
      select distinct case when c.affiliate_id = 0 then 'product' else 'affiliate' end as platform
      from carts c join order_addresses a on a.order_id = c.order_id and a.kind = 'shipping'
      where c.orm_order_status = 28 and a.mobile_number like '%7' order by 1`);
    expect(away).toEqual([{ platform: 'affiliate' }, { platform: 'product' }]);
  });

  it('ships replacements as Confirmed carts and keeps the tab counts', async () => {
    const shipped = await rows<{ status: number }>(sql`
      select c.orm_order_status as status from replacements p join carts c on c.id = p.new_cart_id`);
    expect(shipped.length).toBeGreaterThan(10);
    expect(new Set(shipped.map((s) => s.status))).toEqual(new Set([STATUS.CONFIRMED]));
    const counted = await rows(sql`
      select affiliate_id, orm_order_status, assigned_login_id, count
      from cart_status_counts where count > 0 order by 1, 2, 3`);
    const grouped = await rows(sql`
      select affiliate_id, orm_order_status, coalesce(assigned_login_id, 0) as assigned_login_id,
        count(*)::int as count
      from carts group by 1, 2, 3 order by 1, 2, 3`);
    expect(counted).toEqual(grouped);
  });

  it('has missing items pending and fulfilled, and every other issued item type', async () => {
    const missing = await rows<{ status: string }>(sql`
      select distinct status from issued_items where item_type = 5 order by 1`);
    expect(missing).toEqual([{ status: 'fulfilled' }, { status: 'pending' }]);
    const types = await rows<{ t: number }>(sql`
      select distinct item_type as t from issued_items order by 1`);
    expect(types.map((r) => r.t)).toEqual([4, 5, 8, 9, 11]);
  });

  it('books pickups from Return Pickup Created on, with their log, lost products and refunds', async () => {
    expect(
      await one(sql`
        select count(*)::int as n from return_requests r
        where r.status in (29, 30, 31, 32, 33, 34) and r.current_pickup_id is null`),
    ).toEqual({ n: 0 });
    const kinds = await rows<{ kind: string }>(sql`
      select distinct kind from return_pickup_events order by 1`);
    expect(kinds.map((k) => k.kind)).toEqual([
      'attempted',
      'cancelled',
      'docketed',
      'picked_up',
      'scheduled',
    ]);
    expect(
      await one(sql`select count(*)::int as n from cart_requested_dates where not is_forward`),
    ).not.toEqual({ n: 0 });
    const lost = await one<{ lost: number; requests: number }>(sql`
      select (select count(*) from lost_products)::int as lost,
        (select count(*) from return_requests where status = 34)::int as requests`);
    expect(lost.lost).toBe(lost.requests);
    const categories = await rows<{ c: number }>(sql`
      select distinct category_id as c from refunds order by 1`);
    expect(categories.map((r) => r.c)).toEqual(expect.arrayContaining([1, 5]));
    expect(await one(sql`select count(*)::int as n from cod_challan_uploads`)).not.toEqual({
      n: 0,
    });
  });

  it("keeps the demo's photos and challan images under demo/returns/ as PNGs the server makes", async () => {
    const files = await rows<{ key: string; type: string; size: number }>(sql`
      select f->>'key' as key, f->>'content_type' as type, (f->>'size')::int as size
      from return_requests r, jsonb_array_elements(r.files) f
      union all
      select a->>'key', a->>'content_type', (a->>'bytes')::int
      from cod_challan_uploads c, jsonb_array_elements(c.attachments) a`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.key).toMatch(/^demo\/returns\/[\w/-]+\.png$/);
      expect(file).toMatchObject({ type: 'image/png', size: DEMO_IMAGE_SIZE });
    }
  });
});
