import { auditLog, dealerCreditApprovals, dealerCreditEntries } from '@backoffice/db/schema';
import {
  DISTRIBUTION_MESSAGES as M,
  type CreditDecisionAnswer,
  type DistributionPriceListAnswer,
  type DistributorDetailsAnswer,
  type DistributorListAnswer,
  type ManualCreditAnswer,
} from '@backoffice/domain/distribution';
import type { SheetUploadAnswer } from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvOf, upload } from '../../../test/sheet-uploads';
import {
  distributionTestApp,
  DISTRIBUTION_MANAGER,
  FINANCE,
  FINANCE_POD_LEADER,
} from '../test/distribution-calls';

const app = distributionTestApp();
const { call } = app;

// SAP-KA-3001 is Active with a credit limit of ₹0 and ₹40,000 of uploaded credit points.
const CODE = 'SAP-KA-3001';
const creditUrl = (code = CODE) => `/api/distributors/${code}/credit/`;
const decisionUrl = (id: number, code = CODE) =>
  `/api/distributors/${code}/credit-approvals/${id}/`;

/** A manual credit, answered; above ₹1,00,000 (the default threshold) it waits. */
async function addCredit(amount: string, loginId = DISTRIBUTION_MANAGER, code = CODE) {
  const response = await call.post(creditUrl(code), loginId, { amount, remark: 'Scheme credit' });
  expect(response.statusCode).toBe(200);
  return response.json<ManualCreditAnswer>();
}

/** The distributor's pending credit as the list and the details show it (the same on both). */
async function pendingOnTheList(): Promise<number> {
  const list = await call.get(`/api/distributors/?search=${CODE}`, FINANCE_POD_LEADER);
  const details = await call.get(`/api/distributors/${CODE}/details/`, FINANCE_POD_LEADER);
  const listed = list.json<DistributorListAnswer>().results[0]?.pending_credit;
  expect(details.json<DistributorDetailsAnswer>().distributor.pending_credit).toBe(listed);
  return listed ?? -1;
}

const decide = (id: number, loginId: number, body: Record<string, unknown>, key?: string) =>
  call.put(decisionUrl(id), loginId, body, key);

/** A credit order of SAP-KA-3001 worth more than its ₹40,000 but within ₹50,40,000. */
async function bigCreditOrder() {
  const sku = 'MAT-ORTHO-72x36x6';
  const prices = await call.get(`/api/distribution-prices/?search=${sku}`, DISTRIBUTION_MANAGER);
  const price = prices.json<DistributionPriceListAnswer>().results[0]?.price ?? 0;
  const quantity = Math.ceil(45_000 / price);
  return {
    distributor_code: CODE,
    lines: [{ item_sku: sku, item_quantity: quantity }],
    payment_mode: 'CREDIT',
    total_payable: Math.round(price * quantity * 100) / 100,
  };
}

describe('a manual credit above the threshold', () => {
  let pendingId: number;

  it('is held pending a Finance pod leader, in no balance, and the ledger lists it', async () => {
    const before = await call.creditLog(CODE);
    const answer = await addCredit('5000000');
    expect(answer).toMatchObject({
      message: M.creditPending('₹50,00,000.00'),
      entry: null,
      pending_credit: {
        amount: 50_00_000,
        source: 'manual',
        status: 'pending',
        status_label: 'Pending approval',
        raised_by_login_id: DISTRIBUTION_MANAGER,
        version: 1,
      },
      credit_balance: before.credit_balance,
      available_credit: before.available_credit,
    });
    pendingId = answer.pending_credit?.id ?? 0;
    const log = await call.creditLog(CODE);
    expect(log.results).toEqual(before.results);
    expect(log.available_credit).toBe(before.available_credit);
    expect(log.pending_credits).toEqual([answer.pending_credit]);
    expect(log.pending_credits[0]?.raised_by).toBeTruthy();
    expect(log).toMatchObject({ pending_count: 1, pending_total: 50_00_000 });
    expect(await pendingOnTheList()).toBe(50_00_000);
  });

  it('lets no order spend it: an order over the available credit is still refused', async () => {
    const order = await call.post(
      '/api/place-distrbution-order/',
      DISTRIBUTION_MANAGER,
      await bigCreditOrder(),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json<{ fields: Record<string, string> }>().fields.payment_mode).toMatch(
      /^Insufficient dealer credit/,
    );
  });

  it('is not for Finance without pod leadership, nor for the Distribution Manager', async () => {
    const body = { decision: 'approve', comment: 'Fine', version: 1 };
    expect((await decide(pendingId, FINANCE, body)).statusCode).toBe(403);
    expect((await decide(pendingId, DISTRIBUTION_MANAGER, body)).statusCode).toBe(403);
  });

  it('refuses a stale version and a bad decision, and changes nothing', async () => {
    const stale = await decide(pendingId, FINANCE_POD_LEADER, {
      decision: 'approve',
      comment: 'Advance received',
      version: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error_code: 'distribution.credit_stale' });
    const noComment = await decide(pendingId, FINANCE_POD_LEADER, {
      decision: 'approve',
      comment: '',
      version: 1,
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json<{ fields: Record<string, string> }>().fields.comment).toBe(
      M.commentRequired,
    );
    const notAnId = await call.put(
      `/api/distributors/${CODE}/credit-approvals/abc/`,
      FINANCE_POD_LEADER,
      { decision: 'approve', comment: 'x', version: 1 },
    );
    expect(notAnId.statusCode).toBe(400);
    const elsewhere = await call.put(decisionUrl(pendingId, 'SAP-DL-1001'), FINANCE_POD_LEADER, {
      decision: 'approve',
      comment: 'x',
      version: 1,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call.creditLog(CODE)).pending_count).toBe(1);
  });

  it('counts once a Finance pod leader approves it, once per key, and the order then goes', async () => {
    const before = await call.creditLog(CODE);
    const body = { decision: 'approve', comment: 'Advance received by RTGS', version: 1 };
    const first = await decide(pendingId, FINANCE_POD_LEADER, body, 'approve-credit-1');
    expect(first.statusCode).toBe(200);
    const answer = first.json<CreditDecisionAnswer>();
    expect(answer).toMatchObject({
      message: M.creditApproved,
      credit: { status: 'approved', decision_comment: 'Advance received by RTGS', version: 2 },
      entry: { amount: 50_00_000, source: 'manual', transaction_type: 'Credit' },
      credit_balance: before.credit_balance + 50_00_000,
    });
    expect(answer.entry?.approved_by).toBe(answer.credit.decided_by);
    expect(answer.entry?.created_by).toBe(answer.credit.raised_by);
    const replay = await decide(pendingId, FINANCE_POD_LEADER, body, 'approve-credit-1');
    expect(replay.json()).toEqual(first.json());

    const log = await call.creditLog(CODE);
    expect(log).toMatchObject({ pending_count: 0, pending_credits: [], pending_total: 0 });
    expect(await pendingOnTheList()).toBe(0);
    expect(log.results[0]).toMatchObject({
      amount: 50_00_000,
      approved_by: answer.entry?.approved_by,
    });
    const again = await decide(pendingId, FINANCE_POD_LEADER, { ...body, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'distribution.credit_decided' });
    const audits = await app.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'dealer_credit_approval'),
          eq(auditLog.entity_id, String(pendingId)),
        ),
      );
    expect(audits.map((a) => a.reason)).toEqual(['Scheme credit', 'Advance received by RTGS']);

    const order = await call.post(
      '/api/place-distrbution-order/',
      DISTRIBUTION_MANAGER,
      await bigCreditOrder(),
    );
    expect(order.statusCode).toBe(200);
  });
});

describe('the maker and the checker', () => {
  it('never lets the maker approve their own credit, even a Finance pod leader', async () => {
    const mine = await addCredit('200000', FINANCE_POD_LEADER);
    const id = mine.pending_credit?.id ?? 0;
    const own = await decide(id, FINANCE_POD_LEADER, {
      decision: 'approve',
      comment: 'Looks right',
      version: 1,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error_code: 'distribution.own_credit' });
    const [row] = await app.t.db
      .select()
      .from(dealerCreditApprovals)
      .where(eq(dealerCreditApprovals.id, id));
    expect(row).toMatchObject({ status: 'pending', entry_id: null });
  });

  it('posts a credit within the threshold at once, as before', async () => {
    const answer = await addCredit('100000');
    expect(answer).toMatchObject({
      message: M.credited,
      pending_credit: null,
      entry: { amount: 1_00_000 },
    });
  });
});

describe('rejecting a pending credit', () => {
  it('leaves the balance as it was, keeps the comment, and refuses a later approval', async () => {
    const held = await addCredit('300000');
    const id = held.pending_credit?.id ?? 0;
    const before = await call.creditLog(CODE);
    const rejected = await decide(id, FINANCE_POD_LEADER, {
      decision: 'reject',
      comment: 'No payment received',
      version: 1,
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<CreditDecisionAnswer>()).toMatchObject({
      message: M.creditRejected,
      credit: {
        status: 'rejected',
        status_label: 'Rejected',
        decision_comment: 'No payment received',
      },
      entry: null,
      credit_balance: before.credit_balance,
    });
    const after = await call.creditLog(CODE);
    expect(after.results).toEqual(before.results);
    expect(after.pending_credits.map((p) => p.id)).not.toContain(id);
    const approve = await decide(id, FINANCE_POD_LEADER, {
      decision: 'approve',
      comment: 'x',
      version: 2,
    });
    expect(approve.statusCode).toBe(409);
  });
});

describe('the credit-points sheet above the threshold', () => {
  const HEADERS = ['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'];

  it('holds the rows above it pending, says so on the row, and credits the others', async () => {
    const before = await call.creditLog('SAP-MH-2001');
    const response = await upload(app.t, DISTRIBUTION_MANAGER, '/api/dealer-sheet-upload/', {
      name: 'credit.csv',
      bytes: csvOf([
        HEADERS,
        ['SAP-MH-2001', '250000', 'Advance by RTGS held', '21/11/2026'],
        ['SAP-MH-2001', '5000', 'Small scheme', ''],
      ]),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({ successes: 2, failures: 0 });
    expect(answer.results.map((r) => r.message)).toEqual([
      M.creditPendingRow('₹2,50,000.00'),
      'Success',
    ]);
    const after = await call.creditLog('SAP-MH-2001');
    expect(after.credit_balance).toBe(before.credit_balance + 5_000);
    expect(after.pending_credits).toEqual([
      expect.objectContaining({
        amount: 2_50_000,
        source: 'upload',
        remark: 'Advance by RTGS held',
        transaction_at: '2026-11-20T18:30:00.000Z',
        raised_by_login_id: DISTRIBUTION_MANAGER,
      }),
    ]);
    const held = await app.t.db
      .select()
      .from(dealerCreditEntries)
      .where(eq(dealerCreditEntries.remark, 'Advance by RTGS held'));
    expect(held).toEqual([]);
  });
});
