import { auditLog, retailCashEntries, retailPrepaidReceipts } from '@backoffice/db/schema';
import { PREPAID_CASH_MESSAGES as P, type SheetUploadAnswer } from '@backoffice/domain/uploads';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Demo store BLR-IND-01: managers 16 and 27, agents 15 and 28; BLR-WHF-02: manager 29, agent 30.
const AGENT = 15;
const MANAGER = 16;
const OTHER_STORE_AGENT = 30;
const OPERATIONS = 10;
const CALL = '/api/prepaid-cash-upload/';
const HEADERS = ['Order ID', 'Amount', 'Collected On', 'Agent Login ID', 'Receipt Number'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sheet = (rows: string[][]) => ({ name: 'prepaid.csv', bytes: csvOf([HEADERS, ...rows]) });

/** The agent's cash in hand at the demo store, in paise. */
async function agentHolds(agent: number) {
  const [row] = await t.db
    .select({ paise: sql<string>`coalesce(sum(${retailCashEntries.amount_paise}), 0)` })
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.retail_store_id, 'BLR-IND-01'),
        eq(retailCashEntries.account_kind, 'person'),
        eq(retailCashEntries.holder_login_id, agent),
      ),
    );
  return Number(row?.paise);
}

const audited = async (entity: string) =>
  Number(
    (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, entity)))[0]?.n,
  );

describe('the Prepaid Cash Upload', () => {
  it('is for Retail Managers only', async () => {
    const rows = sheet([['RS2101', '10', '20/11/2026', String(AGENT), 'PC-T-0000']]);
    expect((await upload(t, OPERATIONS, CALL, rows)).statusCode).toBe(403);
    expect((await upload(t, AGENT, CALL, rows)).statusCode).toBe(403);
    expect(await t.db.select().from(retailPrepaidReceipts)).toEqual([]);
  });

  it("puts each receipt's cash in the agent's hands as a cash sale, and refuses the rest", async () => {
    const before = await agentHolds(AGENT);
    const movementsBefore = await audited('retail_cash_movement');
    const response = await upload(
      t,
      MANAGER,
      CALL,
      sheet([
        ['rs2101', '5000.50', '20/11/2026', String(AGENT), 'pc-t-0001'],
        ['RS2102', '800', '20/11/2026', String(OTHER_STORE_AGENT), 'PC-T-0002'],
        ['RS2103', '900', '20/11/2026', String(AGENT), 'PC-T-0001'],
        ['RS2104', '0', '20/11/2026', String(AGENT), 'PC-T-0004'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({ sheet_type: 'prepaid-cash', successes: 1, failures: 3 });
    expect(answer.results.map((r) => [r.row, r.message])).toEqual([
      [2, 'Success'],
      [3, `Agent Login ID: ${P.agentNotInStore(OTHER_STORE_AGENT)}`],
      [4, `Receipt Number: ${P.receiptRecorded('PC-T-0001')}`],
      [5, 'Amount: Amount must be more than 0'],
    ]);

    expect(await agentHolds(AGENT)).toBe(before + 500_050);
    const [receipt] = await t.db.select().from(retailPrepaidReceipts);
    expect(receipt).toMatchObject({
      receipt_number: 'PC-T-0001',
      retail_store_id: 'BLR-IND-01',
      order_random_id: 'RS2101',
      amount_paise: 500_050,
      collected_on: '2026-11-20',
      agent_login_id: AGENT,
      recorded_by_login_id: MANAGER,
    });
    const entries = await t.db
      .select()
      .from(retailCashEntries)
      .where(eq(retailCashEntries.movement_id, receipt!.movement_id));
    expect(entries.map((e) => [e.account_kind, e.holder_login_id, e.amount_paise])).toEqual(
      expect.arrayContaining([
        ['sales', null, -500_050],
        ['person', AGENT, 500_050],
      ]),
    );
    for (const entry of entries) {
      expect(entry).toMatchObject({
        movement_kind: 'cash_sale',
        order_random_id: 'RS2101',
        payment_mode: -1,
        by_login_id: MANAGER,
      });
    }
    expect(await audited('retail_prepaid_receipt')).toBe(1);
    expect(await audited('retail_cash_movement')).toBe(movementsBefore + 1);
  });

  it('records a receipt sent again once', async () => {
    const before = await agentHolds(AGENT);
    const response = await upload(
      t,
      MANAGER,
      CALL,
      sheet([['RS2101', '5000.50', '20/11/2026', String(AGENT), 'PC-T-0001']]),
    );
    expect(response.json<SheetUploadAnswer>().results.map((r) => r.message)).toEqual([
      `Receipt Number: ${P.receiptRecorded('PC-T-0001')}`,
    ]);
    expect(await agentHolds(AGENT)).toBe(before);
    expect(await t.db.select().from(retailPrepaidReceipts)).toHaveLength(1);
  });
});
