import { REFUND_CATEGORIES, refundStatusesFor } from '@backoffice/domain/refunds';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/client';
import { createTestDatabase } from '../test-database';

describe('the refunds demo (the default test database holds it)', () => {
  let handle: DatabaseHandle;
  const rows = async <T>(query: SQL) =>
    // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL) => (await rows<T>(query))[0] as T;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('fills every tab of /refund-list: each category, platform and status', async () => {
    const tabs = await rows<{ category_id: number; platform: string; status: number; n: number }>(
      sql`select category_id, platform, status, count(*)::int as n from refunds
          group by 1, 2, 3 order by 1, 2, 3`,
    );
    const expected = REFUND_CATEGORIES.flatMap((c) =>
      c.platforms.flatMap((platform) =>
        refundStatusesFor(platform).map((s) => `${c.id}/${platform}/${s.id}`),
      ),
    );
    const filled = tabs
      .filter((t) => t.n >= 3)
      .map((t) => `${t.category_id}/${t.platform}/${t.status}`);
    expect(expected.filter((tab) => !filled.includes(tab))).toEqual([]);
    expect(tabs.every((t) => expected.includes(`${t.category_id}/${t.platform}/${t.status}`))).toBe(
      true,
    );
  });

  it('never refunds an order more than was paid for it', async () => {
    expect(
      await one(sql`
        select count(*)::int as n from (
          select r.order_id, sum(r.amount_paise) as refunded,
            (select coalesce(sum(p.amount_paise), 0) from order_payments p
             where p.order_id = r.order_id and p.status = 'paid') as paid
          from refunds r where r.status <> 4 and r.category_id not in (1, 5) group by r.order_id
        ) o where o.refunded > o.paid`),
    ).toEqual({ n: 0 });
  });

  it('has the journeys of the browser spec ready', async () => {
    // Ready to process through the sandbox: initiated, {product}, verified, a whole-rupee amount.
    const ready = await one<{ n: number }>(sql`select count(*)::int as n from refunds r
      join refund_bank_details b on b.refund_id = r.id
      where r.status = 1 and r.platform = 'product' and b.verification_status = 'VALID'
        and r.automation_status = 'NOT_INITIATED' and r.amount_paise % 100 = 0`);
    expect(ready.n).toBeGreaterThanOrEqual(8);
    const openTroubles = await one<{ n: number }>(sql`select count(*)::int as n from refunds r
      join refund_troubles t on t.refund_id = r.id and t.resolved_at is null where r.status = 3`);
    expect(openTroubles.n).toBeGreaterThanOrEqual(11);
    const noBank = await one<{ n: number }>(sql`select count(*)::int as n from refunds r
      where r.status = 1 and not exists (select 1 from refund_bank_details b where b.refund_id = r.id)`);
    expect(noBank.n).toBeGreaterThanOrEqual(11);
  });

  it('has gateway tries of every kind, resolutions and a history for every refund it wrote', async () => {
    const outcomes = await rows<{ outcome: string }>(
      sql`select distinct outcome from refund_attempts order by 1`,
    );
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'FAILED',
      'FAILED_DUE_TO_INVALID_AMOUNT',
      'FAILED_DUE_TO_INVALID_BANK_DETAILS',
      'MANUAL_REVIEW',
      'SUCCESS',
    ]);
    const resolutions = await rows<{ resolution: string }>(
      sql`select distinct resolution from refund_attempts where resolution is not null order by 1`,
    );
    expect(resolutions).toHaveLength(2);
    expect(
      await one(
        sql`select count(*)::int as n from refund_attempts where next_retry_at is not null`,
      ),
    ).not.toEqual({ n: 0 });
    expect(
      await one(sql`select count(*)::int as n from refunds r
        where r.category_id not in (1, 5)
          and not exists (select 1 from refund_events e where e.refund_id = r.id and e.kind = 'raised')`),
    ).toEqual({ n: 0 });
    expect(
      await one(sql`select count(*)::int as n from refunds r
        where r.status = 5 and r.platform = 'affiliate'`),
    ).toEqual({ n: 0 });
  });
});
