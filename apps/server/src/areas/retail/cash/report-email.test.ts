import { retailCashEntries, staff } from '@backoffice/db/schema';
import { RETAIL_CASH_PATHS as P } from '@backoffice/domain/retail/cash';
import { read, utils } from '@e965/xlsx';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessages } from '../../../integrations/messages/messages.sandbox';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Demo store BLR-IND-01: agent 15, manager 16.
const AGENT = 15;
const MANAGER = 16;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const sandbox = () => t.ctx.integrations.messages as SandboxMessages;

async function emailOf(loginId: number) {
  const [row] = await t.db
    .select({ email: staff.email })
    .from(staff)
    .where(eq(staff.login_id, loginId));
  return row?.email ?? '';
}

/** The store's cash sales' order ids (of one agent when given), sorted. */
async function cashSaleOrders(agent?: number) {
  const rows = await t.db
    .select({ order: retailCashEntries.order_random_id })
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.retail_store_id, 'BLR-IND-01'),
        eq(retailCashEntries.movement_kind, 'cash_sale'),
        inArray(retailCashEntries.account_kind, ['person']),
        agent === undefined ? undefined : eq(retailCashEntries.holder_login_id, agent),
      ),
    );
  return rows.map((r) => r.order).sort();
}

const request = (email: string) => ({
  filters: { start_date: '2020-01-01', end_date: '2099-12-31' },
  loggedin_email_id: email,
  payment_modes: [-1, 1],
});

function attachedRows() {
  const sent = sandbox().sent.at(-1);
  const content = sent?.attachment?.content;
  if (!content) throw new Error('no attachment');
  const book = read(content, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return utils.sheet_to_json<Record<string, string | number>>(sheet);
}

describe('the cash report by e-mail', () => {
  it("sends an agent their own cash sales as .xlsx and answers 'Email Sent Successfully.'", async () => {
    const email = await emailOf(AGENT);
    const response = await call.post(P.reportEmail, AGENT, request(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Email Sent Successfully.' });

    const sent = sandbox().sent.at(-1);
    expect(sent).toMatchObject({
      channel: 'email',
      to: email,
      subject: 'Daily cash report 2020-01-01 to 2099-12-31: Indiranagar Experience Store',
      attachment: {
        filename: 'daily-cash-report-2020-01-01-to-2099-12-31.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    const rows = attachedRows();
    expect(rows.map((r) => r['Order Id']).sort()).toEqual(await cashSaleOrders(AGENT));
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Order Id',
      'Agent',
      'Agent Email',
      'Cashier',
      'Amount',
      'Payment Mode',
      'Created At',
    ]);
    expect(rows.every((r) => r['Payment Mode'] === 'Cash at store')).toBe(true);
    expect(rows.every((r) => r['Agent Email'] === email)).toBe(true);
  });

  it("sends a manager the whole store's cash sales, with the amounts in rupees", async () => {
    const response = await call.post(P.reportEmail, MANAGER, request(await emailOf(MANAGER)));
    expect(response.statusCode).toBe(200);
    const rows = attachedRows();
    expect(rows.map((r) => r['Order Id']).sort()).toEqual(await cashSaleOrders());
    expect(rows.find((r) => r['Order Id'] === 'RS2007')).toMatchObject({ Amount: 12_999 });
  });

  it('sends nothing when the modes hold no cash at store: an empty report', async () => {
    const email = await emailOf(MANAGER);
    const response = await call.post(P.reportEmail, MANAGER, {
      ...request(email),
      payment_modes: [10],
    });
    expect(response.statusCode).toBe(200);
    expect(attachedRows()).toEqual([]);
  });

  it("refuses another person's address, missing modes and a bad date, sending nothing", async () => {
    const before = sandbox().sent.length;
    const other = await call.post(P.reportEmail, AGENT, request(await emailOf(MANAGER)));
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({
      loggedin_email_id: 'The report goes to your own e-mail only',
    });
    const email = await emailOf(AGENT);
    const noModes = await call.post(P.reportEmail, AGENT, { ...request(email), payment_modes: [] });
    expect(noModes.statusCode).toBe(400);
    const badDate = await call.post(P.reportEmail, AGENT, {
      ...request(email),
      filters: { start_date: '2026-02-30', end_date: '2026-03-01' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(sandbox().sent.length).toBe(before);
  });

  it('is for retail staff only', async () => {
    expect((await call.post(P.reportEmail, 1, request(await emailOf(1)))).statusCode).toBe(403);
  });
});
