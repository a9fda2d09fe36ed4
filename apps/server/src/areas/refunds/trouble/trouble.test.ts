import { refundAttempts, refundTroubles } from '@backoffice/db/schema';
import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACCOUNTS, refundNow, seedRefund, send } from '../details/refunds.test-support';

const { CET, FINANCE } = ACCOUNTS;
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** A refund in Refund Trouble with an open trouble of reason 3 (Bank Details Required). */
async function troubled() {
  const r = await seedRefund(t, { status: 3 });
  await t.db
    .insert(refundTroubles)
    .values({ refund_id: r.refund.id, trouble_reason: 3, comments: 'No account' });
  return r;
}

/** A refund held for manual review after one gateway try. */
async function inReview() {
  const r = await seedRefund(t, { status: 5, automation_status: 'MANUAL_REVIEW' });
  await t.db.insert(refundAttempts).values({
    refund_id: r.refund.id,
    attempt_no: 1,
    unique_refund_request_id: `RF-${r.refund.id}-1`,
    payment_gateway: 'Juspay',
    transaction_id: `TXN-${r.order.id}`,
    amount_paise: r.refund.amount_paise,
    outcome: 'MANUAL_REVIEW',
  });
  return r;
}

describe('trouble-resolution-details', () => {
  it('lists the troubles and resolves the open one back to Refund Initiated', async () => {
    const r = await troubled();
    const listed = await call.get(`${P.troubleResolution}?refund_id=${r.refund.id}`, FINANCE);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results).toMatchObject([
      { trouble_reason: 3, trouble_reason_label: 'Bank Details Required', resolved_at: null },
    ]);
    const body = {
      refund_id: r.refund.id,
      version: r.refund.version,
      trouble_reason: 3,
      resolution_details: 'Account received',
    };
    const res = await send(t, 'POST', P.troubleResolution, FINANCE, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 1, version: 2 });
    const after = (
      await call.get(`${P.troubleResolution}?refund_id=${r.refund.id}`, FINANCE)
    ).json();
    expect(after.results[0]).toMatchObject({
      resolution_details: 'Account received',
      resolved_by: { login_id: FINANCE },
    });
    expect((await send(t, 'POST', P.troubleResolution, FINANCE, body)).statusCode).toBe(409);
  });

  it('refuses another reason, a refund not in trouble, bad input and other roles', async () => {
    const r = await troubled();
    const base = { refund_id: r.refund.id, version: r.refund.version, resolution_details: 'Done' };
    const other = await send(t, 'POST', P.troubleResolution, FINANCE, {
      ...base,
      trouble_reason: 1,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("The refund's trouble is Bank Details Required");
    const fine = await seedRefund(t);
    const notInTrouble = await send(t, 'POST', P.troubleResolution, FINANCE, {
      ...base,
      refund_id: fine.refund.id,
      trouble_reason: 3,
    });
    expect(notInTrouble.json().message).toBe('Only a refund in Refund Trouble can be resolved');
    for (const bad of [
      { ...base, trouble_reason: 5 },
      { ...base, trouble_reason: 3, resolution_details: '' },
      { ...base, trouble_reason: 3, extra: 1 },
    ]) {
      expect((await send(t, 'POST', P.troubleResolution, FINANCE, bad)).statusCode).toBe(400);
    }
    expect(
      (await send(t, 'POST', P.troubleResolution, CET, { ...base, trouble_reason: 3 })).statusCode,
    ).toBe(403);
    expect(
      (await call.get(`${P.troubleResolution}?refund_id=${r.refund.id}`, CET)).statusCode,
    ).toBe(403);
    expect((await call.get(`${P.troubleResolution}?refund_id=abc`, FINANCE)).statusCode).toBe(400);
  });
});

describe('resolution details and the resolution popup', () => {
  it('resolves a manual review as success: Refund Processed', async () => {
    const r = await inReview();
    const url = refundPath(P.resolutionDetails, { refund_id: r.refund.id });
    expect((await call.get(url, FINANCE)).json().results).toMatchObject([
      {
        unique_refund_request_id: `RF-${r.refund.id}-1`,
        amount: 500,
        status: 'MANUAL_REVIEW',
        resolution_status: null,
      },
    ]);
    const res = await send(t, 'POST', P.resolve, FINANCE, {
      refund_id: r.refund.id,
      version: r.refund.version,
      resolution: 'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 2, automation_status: 'SUCCESS' });
    expect((await call.get(url, FINANCE)).json().results[0].resolution_status).toBe(
      'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS',
    );
  });

  it('resolves as failed back to Refund Initiated, and only from manual review', async () => {
    const r = await inReview();
    const body = {
      refund_id: r.refund.id,
      version: r.refund.version,
      resolution: 'MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED',
    };
    const res = await send(t, 'POST', P.resolve, FINANCE, body);
    expect(res.json().refund).toMatchObject({ status: 1, automation_status: 'FAILED' });
    const again = await send(t, 'POST', P.resolve, FINANCE, { ...body, version: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Only a refund in manual review can be resolved');
    expect((await send(t, 'POST', P.resolve, FINANCE, body)).statusCode).toBe(409);
    expect((await refundNow(t, r.refund.id)).version).toBe(2);
  });

  it('refuses other roles and bad choices', async () => {
    const r = await inReview();
    const body = { refund_id: r.refund.id, version: r.refund.version, resolution: 'SUCCESS' };
    expect((await send(t, 'POST', P.resolve, FINANCE, body)).statusCode).toBe(400);
    expect(
      (
        await send(t, 'POST', P.resolve, CET, {
          ...body,
          resolution: 'MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call.get(refundPath(P.resolutionDetails, { refund_id: r.refund.id }), CET)).statusCode,
    ).toBe(403);
    expect((await refundNow(t, r.refund.id)).automation_status).toBe('MANUAL_REVIEW');
  });
});
