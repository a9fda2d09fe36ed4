import { randomUUID } from 'node:crypto';
import { retailCashEntries, retailHandOvers } from '@backoffice/db/schema';
import { RETAIL_CASH_PATHS as P } from '@backoffice/domain/retail/cash';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

// Demo store BLR-IND-01: managers 16 and 27, agents 15 and 28; BLR-WHF-02: manager 29, agent 30.
const AGENT = 15;
const MANAGER = 16;
const OTHER_MANAGER = 27;
const OTHER_STORE_MANAGER = 29;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** A cash sale as the point of sale writes it: from the customers' cash to the agent. */
async function cashSale(agent: number, paise: number) {
  const movement_id = randomUUID();
  const base = {
    movement_id,
    movement_kind: 'cash_sale',
    retail_store_id: 'BLR-IND-01',
    by_login_id: agent,
    order_random_id: 'RS1001',
    payment_mode: -1,
  };
  await t.db.insert(retailCashEntries).values([
    { ...base, account_kind: 'sales', holder_login_id: null, amount_paise: -paise },
    { ...base, account_kind: 'person', holder_login_id: agent, amount_paise: paise },
  ]);
}

const ledgerSum = async () => {
  const [row] = await t.db
    .select({ s: sql<string>`coalesce(sum(${retailCashEntries.amount_paise}), 0)` })
    .from(retailCashEntries);
  return Number(row?.s);
};

const report = `?payment_mode=-1,1&start_date=2020-01-01&end_date=2099-12-31`;

describe('store cash', () => {
  it('refuses an agent the manager calls and a manager the agent calls', async () => {
    expect((await call.get(`${P.managerDashboard}${report}`, AGENT)).statusCode).toBe(403);
    expect(
      (
        await call.post(P.managerFloat, AGENT, {
          amount: 1,
          employee_login_id: AGENT,
          button_id: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call.get(`${P.agentDashboard}${report}`, MANAGER)).statusCode).toBe(403);
  });

  it('asks for both dates of the report', async () => {
    const response = await call.get(
      `${P.agentDashboard}?payment_mode=-1&start_date=2026-01-01`,
      AGENT,
    );
    expect(response.statusCode).toBe(400);
  });

  it('hands cash over once per Idempotency-Key and keeps the ledger balanced', async () => {
    await cashSale(AGENT, 150_000);
    const body = { amount: 1500, retail_manager_login_id: MANAGER, denominations: { '500': 3 } };
    const headers = {
      ...bearer(await t.tokenFor(AGENT)),
      'idempotency-key': `submit-${randomUUID()}`,
    };
    const first = await t.app.inject({
      method: 'POST',
      url: P.agentSubmit,
      headers,
      payload: body,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: P.agentSubmit,
      headers,
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Submited Successfully.' });
    expect(again.statusCode).toBe(200);
    const handOvers = await t.db
      .select()
      .from(retailHandOvers)
      .where(eq(retailHandOvers.from_login_id, AGENT));
    expect(
      handOvers.filter((h) => h.amount_paise === 150_000 && h.status === 'in_transit'),
    ).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
    const dashboard = (await call.get(`${P.agentDashboard}${report}`, AGENT)).json();
    expect(dashboard.data.result.cash_in_transit.amount).toBeGreaterThanOrEqual(1500);
  });

  it('refuses a count that does not match the amount, and more than the agent holds', async () => {
    const mismatch = await call.post(P.agentSubmit, AGENT, {
      amount: 100,
      retail_manager_login_id: MANAGER,
      denominations: { '50': 1 },
    });
    expect(mismatch.statusCode).toBe(400);
    const tooMuch = await call.post(P.agentSubmit, AGENT, {
      amount: 2_000_000,
      retail_manager_login_id: MANAGER,
      denominations: { '2000': 1000 },
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('refuses a hand-over to a manager of another store', async () => {
    await cashSale(AGENT, 10_000);
    const response = await call.post(P.agentSubmit, AGENT, {
      amount: 100,
      retail_manager_login_id: OTHER_STORE_MANAGER,
      denominations: { '100': 1 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('gives one confirmation and one 409 when two managers confirm the same hand-over at once', async () => {
    await cashSale(AGENT, 20_000);
    expect(
      (
        await call.post(P.agentSubmit, AGENT, {
          amount: 200,
          retail_manager_login_id: MANAGER,
          denominations: { '200': 1 },
        })
      ).statusCode,
    ).toBe(200);
    const dashboard = (await call.get(`${P.managerDashboard}${report}`, MANAGER)).json();
    const handOver = dashboard.data.result.hand_overs_in_transit.find(
      (h: { amount: number }) => h.amount === 200,
    );
    const body = { hand_over_id: handOver.hand_over_id, version: handOver.version, button_id: 1 };
    const answers = await Promise.all([
      call.post(P.managerTransit, MANAGER, body),
      call.post(P.managerTransit, OTHER_MANAGER, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerSum()).toBe(0);
  });

  it('hides one store from another store’s manager', async () => {
    const dashboard = (await call.get(`${P.managerDashboard}${report}`, MANAGER)).json();
    const handOver = dashboard.data.result.hand_overs_in_transit[0];
    const response = await call.post(P.managerTransit, OTHER_STORE_MANAGER, {
      hand_over_id: handOver.hand_over_id,
      version: handOver.version,
      button_id: 1,
    });
    expect(response.statusCode).toBe(404);
  });

  it('issues a float the agent accepts, and disputes a short count with comments', async () => {
    const till = (await call.get(P.managerSession, MANAGER)).json().result.banking_cash_at_store;
    expect(till).toBeGreaterThan(0);
    expect(
      (await call.post(P.managerFloat, MANAGER, { amount: 1, employee_login_id: 28, button_id: 1 }))
        .statusCode,
    ).toBe(200);
    const floatAccept = await t.app.inject({
      method: 'POST',
      url: P.agentFloat,
      headers: { ...bearer(await t.tokenFor(28)), 'idempotency-key': randomUUID() },
      payload: { amount: 1, button_id: 1 },
    });
    expect(floatAccept.statusCode).toBe(200);
    const noComments = await call.post(P.managerSubmit, MANAGER, {
      amount: 0,
      action: 2,
      denominations: {},
    });
    expect(noComments.statusCode).toBe(400);
    const disputed = await call.post(P.managerSubmit, MANAGER, {
      amount: 0,
      action: 2,
      denominations: {},
      comments: 'Short',
    });
    expect(disputed.statusCode).toBe(200);
    const after = (await call.get(`${P.managerDashboard}${report}`, MANAGER)).json().data.result;
    expect(after.banking_cash_at_store).toBe(0);
    expect(after.open_disputes.at(-1)).toMatchObject({ counted_amount: 0, comments: 'Short' });
    expect(await ledgerSum()).toBe(0);
  });
});
