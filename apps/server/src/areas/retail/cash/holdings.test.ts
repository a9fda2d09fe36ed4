import { randomUUID } from 'node:crypto';
import { retailCashEntries, staff } from '@backoffice/db/schema';
import {
  accountKey,
  RETAIL_CASH_PATHS as P,
  type HoldingsAnswer,
} from '@backoffice/domain/retail/cash';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Demo store BLR-IND-01: manager 16, agent 15; BLR-WHF-02: manager 29.
const AGENT = 15;
const MANAGER = 16;
const OTHER_STORE_MANAGER = 29;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const holdings = async (loginId: number, date = today()) =>
  call.get(`${P.holdings}?date=${date}`, loginId);

/** The store's holder balances now, in rupees, from the ledger. */
async function ledgerHoldings(store: string): Promise<Record<string, number>> {
  const rows = await t.db
    .select({
      kind: retailCashEntries.account_kind,
      login_id: retailCashEntries.holder_login_id,
      paise: sql<string>`sum(${retailCashEntries.amount_paise})`,
    })
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.retail_store_id, store),
        inArray(retailCashEntries.account_kind, ['store_till', 'person', 'transit', 'disputed']),
      ),
    )
    .groupBy(retailCashEntries.account_kind, retailCashEntries.holder_login_id);
  return Object.fromEntries(
    rows.map((r) => [
      accountKey({ kind: r.kind as 'person', login_id: r.login_id }),
      Number(r.paise) / 100,
    ]),
  );
}

describe('cash held through the day (the manager’s chart)', () => {
  it('moves a hand-over from the agent to in transit, and ends the day where the ledger stands', async () => {
    const movement_id = randomUUID();
    const sale = {
      movement_id,
      movement_kind: 'cash_sale',
      retail_store_id: 'BLR-IND-01',
      by_login_id: AGENT,
      order_random_id: 'RS9001',
      payment_mode: -1,
      at: new Date(t.clock.now().getTime() - 60_000),
    };
    await t.db.insert(retailCashEntries).values([
      { ...sale, account_kind: 'sales', holder_login_id: null, amount_paise: -123_400 },
      { ...sale, account_kind: 'person', holder_login_id: AGENT, amount_paise: 123_400 },
    ]);
    const submitted = await call.post(P.agentSubmit, AGENT, {
      amount: 1234,
      retail_manager_login_id: MANAGER,
      denominations: { '500': 2, '200': 1, '20': 1, '10': 1, '2': 2 },
    });
    expect(submitted.statusCode).toBe(200);

    const response = await holdings(MANAGER);
    expect(response.statusCode).toBe(200);
    const answer = response.json<HoldingsAnswer>();
    expect(answer.date).toBe(today());
    const [agent, manager] = await t.db
      .select({ name: staff.name })
      .from(staff)
      .where(inArray(staff.login_id, [AGENT, MANAGER]))
      .orderBy(staff.login_id);
    expect(answer.series).toEqual(
      expect.arrayContaining([
        { key: 'store_till', label: 'Banking cash at store', kind: 'store_till' },
        { key: `person:${AGENT}`, label: agent?.name, kind: 'person' },
        { key: `transit:${MANAGER}`, label: `In transit to ${manager?.name}`, kind: 'transit' },
      ]),
    );
    expect(answer.series[0]?.kind).toBe('store_till');

    const [before, after] = answer.points.slice(-2);
    expect(after?.values[`person:${AGENT}`]).toBe((before?.values[`person:${AGENT}`] ?? 0) - 1234);
    expect(after?.values[`transit:${MANAGER}`]).toBe(
      (before?.values[`transit:${MANAGER}`] ?? 0) + 1234,
    );
    const ledger = await ledgerHoldings('BLR-IND-01');
    for (const { key } of answer.series) expect(after?.values[key], key).toBe(ledger[key] ?? 0);
  });

  it('starts the day with a point at midnight, India time', async () => {
    const answer = (await holdings(MANAGER)).json<HoldingsAnswer>();
    expect(new Date(answer.points[0]?.at ?? '').toISOString()).toBe(
      new Date(`${today()}T00:00:00+05:30`).toISOString(),
    );
  });

  it("shows a manager only their own store's people", async () => {
    const answer = (await holdings(OTHER_STORE_MANAGER)).json<HoldingsAnswer>();
    expect(answer.series.map((s) => s.key)).not.toContain(`person:${AGENT}`);
    expect(answer.series.map((s) => s.key)).not.toContain(`transit:${MANAGER}`);
  });

  it('is for managers only, and asks for a real date', async () => {
    expect((await holdings(AGENT)).statusCode).toBe(403);
    expect((await holdings(MANAGER, '2026-02-30')).statusCode).toBe(400);
    expect((await call.get(P.holdings, MANAGER)).statusCode).toBe(400);
  });
});
