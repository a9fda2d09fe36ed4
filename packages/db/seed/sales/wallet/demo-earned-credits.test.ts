import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/client';
import { createTestDatabase } from '../../test-database';

describe('the earned credit of delivered demo orders (the default test database holds it)', () => {
  let handle: DatabaseHandle;
  const rows = async <T>(query: SQL) =>
    // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('credits only orders whose every item is delivered, once each, at most ₹1,000', async () => {
    const credits = await rows<{ order_id: number; amount: number; undelivered: number }>(
      sql`select e.order_id, e.amount_paise::int as amount,
            (select count(*)::int from carts c where c.order_id = e.order_id
              and c.orm_order_status not in (4, 21)) as undelivered
          from wallet_entries e where e.source_key like 'earned:%'`,
    );
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.filter((c) => c.undelivered > 0)).toEqual([]);
    expect(new Set(credits.map((c) => c.order_id)).size).toBe(credits.length);
    expect(credits.every((c) => c.amount > 0 && c.amount <= 100_000)).toBe(true);
  });
});
