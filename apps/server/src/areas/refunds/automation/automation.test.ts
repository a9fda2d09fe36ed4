import { refundAttempts, refundEvents, refunds, refundTroubles } from '@backoffice/db/schema';
import { REFUND_GATEWAY_PATHS as P } from '@backoffice/domain/refunds';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayments } from '../../../integrations/payments/payments.sandbox';
import { callsAs } from '../../../test/order-calls';
import { seedRefund } from '../../../test/refund-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const FINANCE = 7;
const FINANCE_LEADER = 8;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
let gateway: SandboxPayments;
beforeAll(async () => {
  t = await createTestApp({ env: { REFUND_MAX_RETRIES: '2' } });
  call = callsAs(t);
  gateway = t.ctx.integrations.payments as SandboxPayments;
});
afterAll(() => t.close());

const payoutsOf = (refundId: number) => gateway.refunds.filter((r) => r.refund_id === refundId);
const attemptsOf = (refundId: number) =>
  t.db
    .select()
    .from(refundAttempts)
    .where(eq(refundAttempts.refund_id, refundId))
    .orderBy(asc(refundAttempts.attempt_no));
const refundRow = async (id: number) =>
  (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0];
const process = (refund: { id: number; version: number }, who = FINANCE) =>
  call.post(P.processRefund, who, { refund_id: refund.id, version: refund.version });

/** Runs the jobs due after the clock moved on. */
async function later(ms: number) {
  t.clock.advance(ms);
  await t.ctx.jobs.drain();
}

describe('refunds/process-refund/', () => {
  it('pays a refund once, through 5 Refund Processing, with the reference and ARN in history', async () => {
    const refund = await seedRefund(t, { amount_paise: 125_000 });
    const paid = await process(refund);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Refund Processed!',
      refund: { refund_id: refund.id, status: 2, automation_status: 'SUCCESS', amount: 1250 },
      attempt: { attempt: 1, outcome: 'SUCCESS', arn: expect.stringMatching(/^SBXARN/) },
    });
    const events = await t.db
      .select()
      .from(refundEvents)
      .where(eq(refundEvents.refund_id, refund.id))
      .orderBy(asc(refundEvents.id));
    expect(events.map((e) => [e.from_status, e.to_status])).toEqual([
      [1, 5],
      [5, 2],
    ]);
    expect(events[1]?.sentence).toMatch(
      /paid by the payment gateway \(reference sbx_rfnd_\d+, ARN SBXARN/,
    );
    const again = await process({ id: refund.id, version: refund.version + 2 });
    expect(again.statusCode).toBe(400);
    await later(10 * 60_000);
    expect(payoutsOf(refund.id)).toHaveLength(1);
  });

  it('pays an affiliate refund from 1 Refund Initiated, without 5 Refund Processing', async () => {
    const refund = await seedRefund(t, { amount_paise: 30_000, affiliate_id: 3 });
    const paid = await process(refund);
    expect(paid.json()).toMatchObject({ refund: { platform: 'affiliate', status: 2 } });
    const events = await t.db
      .select()
      .from(refundEvents)
      .where(eq(refundEvents.refund_id, refund.id));
    expect(events.map((e) => e.to_status)).toEqual([1, 2]);
  });

  it('gives one payout and one 409 to two Finance users pressing Process at once', async () => {
    const refund = await seedRefund(t, { amount_paise: 40_000 });
    const answers = await Promise.all([process(refund, FINANCE), process(refund, FINANCE_LEADER)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(payoutsOf(refund.id)).toHaveLength(1);
    expect(await attemptsOf(refund.id)).toHaveLength(1);
  });

  it.each([
    [50_093, 'FAILED_DUE_TO_INVALID_BANK_DETAILS', 3, 2],
    [50_094, 'FAILED_DUE_TO_INVALID_AMOUNT', 3, 1],
    [50_095, 'MANUAL_REVIEW', 5, null],
  ] as const)(
    'writes %i paise as %s, status %i, trouble %s',
    async (paise, automation, status, reason) => {
      const refund = await seedRefund(t, { amount_paise: paise });
      const answer = await process(refund);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        refund: { status, automation_status: automation },
        attempt: { trouble_reason: reason },
      });
      const troubles = await t.db
        .select()
        .from(refundTroubles)
        .where(eq(refundTroubles.refund_id, refund.id));
      expect(troubles.map((r) => r.trouble_reason)).toEqual(reason === null ? [] : [reason]);
    },
  );

  it('refuses other roles, a stale version, an unknown refund and bad input', async () => {
    const refund = await seedRefund(t, { amount_paise: 30_000 });
    expect((await process(refund, CET)).statusCode).toBe(403);
    expect((await process({ id: refund.id, version: 9 })).statusCode).toBe(409);
    expect((await process({ id: 2_000_000_000, version: 1 })).statusCode).toBe(404);
    const bad = await call.post(P.processRefund, FINANCE, { refund_id: 'x', version: 1 });
    expect(bad.statusCode).toBe(400);
    const long = await call.post(P.processRefund, FINANCE, {
      refund_id: refund.id,
      version: refund.version,
      comments: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(payoutsOf(refund.id)).toHaveLength(0);
  });

  it('keeps a refund the gateway did not answer PENDING and asks again with the same request', async () => {
    const refund = await seedRefund(t, { amount_paise: 70_000 });
    gateway.setDown(true);
    const answer = await process(refund);
    gateway.setDown(false);
    expect(answer.json()).toMatchObject({
      refund: { status: 5, automation_status: 'PENDING' },
      attempt: { outcome: 'PENDING' },
    });
    await later(60_000);
    const [attempt] = await attemptsOf(refund.id);
    expect(attempt).toMatchObject({
      outcome: 'SUCCESS',
      unique_refund_request_id: `RFD${refund.id}-1`,
    });
    expect((await refundRow(refund.id))?.automation_status).toBe('SUCCESS');
  });
});

describe('retries of failed refunds', () => {
  it('retries up to REFUND_MAX_RETRIES, never more, then FAILED_AFTER_MAX_RETRIES', async () => {
    const refund = await seedRefund(t, { amount_paise: 60_091 });
    const first = await process(refund);
    expect(first.json()).toMatchObject({
      refund: { automation_status: 'FAILED', status: 5 },
      attempt: { outcome: 'FAILED', next_retry_at: expect.any(String) },
    });
    await later(30_000);
    expect(await attemptsOf(refund.id)).toHaveLength(1);
    await later(30_000);
    expect(await attemptsOf(refund.id)).toHaveLength(2);
    await later(2 * 60_000);
    expect(await attemptsOf(refund.id)).toHaveLength(3);
    expect((await refundRow(refund.id))?.automation_status).toBe('FAILED_AFTER_MAX_RETRIES');
    await later(60 * 60_000);
    expect(payoutsOf(refund.id)).toHaveLength(3);
    expect(await attemptsOf(refund.id)).toHaveLength(3);
  });

  it('stops retrying once a retry is paid', async () => {
    const refund = await seedRefund(t, { amount_paise: 60_092 });
    await process(refund);
    await later(60_000);
    const row = await refundRow(refund.id);
    expect(row).toMatchObject({ automation_status: 'SUCCESS', status: 2 });
    await later(60 * 60_000);
    expect((await attemptsOf(refund.id)).map((a) => a.outcome)).toEqual(['FAILED', 'SUCCESS']);
    expect(payoutsOf(refund.id).filter((p) => p.outcome.status === 'success')).toHaveLength(1);
  });
});
