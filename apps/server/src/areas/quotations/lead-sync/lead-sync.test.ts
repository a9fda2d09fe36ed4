import { leads } from '@backoffice/db/schema';
import type { LeadSyncAnswer, LeadSyncRunAnswer } from '@backoffice/domain/quotations';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '../../../test/payment-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SYNC_STAFF = 14;
const PARTNERSHIPS_ONLY = 21;

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp({ env: { LEADSQUARED_STAFF_IDS: String(SYNC_STAFF) } });
  call = paymentCalls(t);
});
afterAll(() => t.close());

describe('/leadsquared: the lead CRM sync', () => {
  it('is for the allow-listed staff only', async () => {
    expect((await call.get('/api/leadsquared/', PARTNERSHIPS_ONLY)).statusCode).toBe(403);
    expect((await call.post('/api/leadsquared/pull/', PARTNERSHIPS_ONLY, {})).statusCode).toBe(403);
  });

  it("pulls the day's new leads once, with no owner", async () => {
    const first = await call.post('/api/leadsquared/pull/', SYNC_STAFF, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<LeadSyncRunAnswer>().run).toMatchObject({
      kind: 'pull',
      done_count: 3,
      skipped_count: 0,
    });
    const second = await call.post('/api/leadsquared/pull/', SYNC_STAFF, {});
    expect(second.json<LeadSyncRunAnswer>().run).toMatchObject({ done_count: 0, skipped_count: 3 });
    // The demo's own pulled lead is LSQ-DEMO-1; the sandbox's are LSQ-{yyyymmdd}-{n}.
    const pulled = (await t.db.select().from(leads).where(isNotNull(leads.crm_lead_id))).filter(
      (l) => /^LSQ-\d{8}-\d$/.test(l.crm_lead_id ?? ''),
    );
    expect(pulled).toHaveLength(3);
    expect(pulled.every((l) => l.created_by_id === null && l.lead_status === 'NEW')).toBe(true);
  });

  it('pushes each changed status once and lists the runs', async () => {
    const before = (await call.get('/api/leadsquared/', SYNC_STAFF)).json<LeadSyncAnswer>();
    expect(before.provider).toBe('sandbox');
    const pushed = await call.post('/api/leadsquared/push/', SYNC_STAFF, {});
    expect(pushed.statusCode, pushed.body).toBe(200);
    const run = pushed.json<LeadSyncRunAnswer>().run;
    expect(run.done_count + run.skipped_count).toBe(before.pending_pushes);
    const after = (await call.get('/api/leadsquared/', SYNC_STAFF)).json<LeadSyncAnswer>();
    expect(after.pending_pushes).toBe(run.skipped_count);
    expect(after.runs.map((r) => r.kind).slice(0, 3)).toEqual(['push', 'pull', 'pull']);
    const refused = await t.db.select().from(leads).where(eq(leads.crm_pushed_status, 'NEW'));
    expect(refused.every((l) => !l.mobile_number.endsWith('99') || l.crm_lead_id !== null)).toBe(
      true,
    );
  });
});
