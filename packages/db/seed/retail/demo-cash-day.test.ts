import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/client';
import { createTestDatabase } from '../test-database';
import { DEMO_CASH_SALES } from './demo-cash-day';

describe('the demo day of store cash (the default test database holds it)', () => {
  let handle: DatabaseHandle;
  const rows = async <T>(query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('writes every movement as two entries summing to zero', async () => {
    expect(
      await rows(sql`
        select movement_id from retail_cash_entries group by movement_id
        having count(*) <> 2 or sum(amount_paise) <> 0`),
    ).toEqual([]);
  });

  it('writes each cash sale as the point of sale would: an order, mode -1, to the agent', async () => {
    const sales = await rows<{ order_random_id: string; holder_login_id: number; paise: number }>(
      sql`select order_random_id, holder_login_id, amount_paise::int as paise
          from retail_cash_entries
          where movement_kind = 'cash_sale' and account_kind = 'person' and payment_mode = -1
          order by order_random_id`,
    );
    expect(sales).toEqual(
      DEMO_CASH_SALES.map((s) => ({
        order_random_id: s.order,
        holder_login_id: s.agent,
        paise: s.rupees * 100,
      })),
    );
  });

  it('leaves a float awaiting the agent, hand-overs confirmed and in transit, and an open dispute', async () => {
    expect(
      await rows(sql`select agent_login_id, status from retail_floats where status = 'issued'`),
    ).toEqual([{ agent_login_id: 15, status: 'issued' }]);
    expect(
      await rows(
        sql`select status, count(*)::int as n from retail_hand_overs group by status order by status`,
      ),
    ).toEqual([
      { status: 'confirmed', n: 2 },
      { status: 'disputed', n: 1 },
      { status: 'in_transit', n: 1 },
    ]);
    expect(
      await rows(sql`
        select kind, difference_paise::int as difference from retail_disputes where outcome is null`),
    ).toEqual([{ kind: 'hand_over', difference: 20_000 }]);
  });

  it("holds the store's cash where the books say: 11,400 in the till, 7,500 in transit", async () => {
    const balances = await rows<{ account: string; paise: number }>(sql`
      select account_kind || coalesce(':' || holder_login_id, '') as account,
        sum(amount_paise)::int as paise
      from retail_cash_entries where retail_store_id = 'BLR-IND-01'
      group by 1 having sum(amount_paise) <> 0 order by 1`);
    expect(Object.fromEntries(balances.map((b) => [b.account, b.paise]))).toEqual({
      bank: 600_000,
      disputed: 20_000,
      'person:15': 1_239_800,
      sales: -3_849_800,
      store_till: 1_140_000,
      'transit:15': 100_000,
      'transit:16': 750_000,
    });
  });

  it("ended the manager's session of yesterday, so no one's session is started", async () => {
    expect(
      await rows(sql`select login_id from retail_sessions where ended_at is not null`),
    ).toEqual([{ login_id: 16 }]);
    expect(await rows(sql`select login_id from staff where is_session_started`)).toEqual([]);
  });
});
