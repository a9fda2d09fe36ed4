import { auditLog, refundEvents, refundTroubles } from '@backoffice/db/schema';
import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACCOUNTS, refundNow, seedRefund, send } from '../details/refunds.test-support';

const { CET, LEADER, FINANCE } = ACCOUNTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Seeded = Awaited<ReturnType<typeof seedRefund>>;
const act = (r: Seeded, body: Record<string, unknown>, loginId: number = FINANCE, key?: string) =>
  send(
    t,
    'PUT',
    refundPath(P.action, { refund_id: r.refund.id }),
    loginId,
    {
      cart_primary_id: r.cart.id,
      aff_id: r.cart.affiliate_id,
      version: r.refund.version,
      ...body,
    },
    key,
  );

describe('PUT refund-detail/{id}/', () => {
  it('marks a refund processing, audited with a history sentence', async () => {
    const r = await seedRefund(t);
    const res = await act(r, { action_type: 'mark_processing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Successfully Updated!',
      refund: { status: 5, status_label: 'Refund Processing', version: 2 },
    });
    const [event] = await t.db
      .select()
      .from(refundEvents)
      .where(eq(refundEvents.refund_id, r.refund.id));
    expect(event).toMatchObject({ from_status: 1, to_status: 5, by_login_id: FINANCE });
    expect(event?.sentence).toBe(
      'Refund of ₹500.00 marked processing (Refund Initiated to Refund Processing)',
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund'), eq(auditLog.entity_id, String(r.refund.id))));
    expect(audits).toHaveLength(1);
  });

  it('marks trouble with a reason, then re-initiates and closes the trouble', async () => {
    const r = await seedRefund(t);
    const trouble = await act(r, {
      action_type: 'trouble',
      trouble_reason: 2,
      comments: 'IFSC wrong',
    });
    expect(trouble.statusCode, trouble.body).toBe(200);
    expect(trouble.json().refund.status).toBe(3);
    const again = await act(
      { ...r, refund: await refundNow(t, r.refund.id) },
      {
        action_type: 're_initiate',
        comments: 'Customer corrected the IFSC',
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund.status).toBe(1);
    const [closed] = await t.db
      .select()
      .from(refundTroubles)
      .where(eq(refundTroubles.refund_id, r.refund.id));
    expect(closed).toMatchObject({
      trouble_reason: 2,
      resolution_details: 'Customer corrected the IFSC',
      resolved_by_login_id: FINANCE,
    });
  });

  it('cancels with comments, and nothing moves a cancelled refund', async () => {
    const r = await seedRefund(t);
    expect((await act(r, { action_type: 'cancel' })).statusCode).toBe(400);
    const res = await act(r, { action_type: 'cancel', comments: 'Duplicate' });
    expect(res.json().refund.status).toBe(4);
    const after = { ...r, refund: await refundNow(t, r.refund.id) };
    const refused = await act(after, { action_type: 're_initiate', comments: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Re-initiate is not allowed on a refund in Refund Cancelled',
    );
  });

  it('applies the transition table and the platform rule', async () => {
    const affiliate = await seedRefund(t, { affiliate: true });
    const res = await act(affiliate, { action_type: 'mark_processing' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Mark Processing is not used on the affiliate platform');
    const pending = await seedRefund(t, { status: 5, automation_status: 'PENDING' });
    const busy = await act(pending, { action_type: 'cancel', comments: 'x' });
    expect(busy.json().message).toMatch(/payment gateway/);
  });

  it('refuses a stale version with 409 and answers a retried key once', async () => {
    const r = await seedRefund(t);
    const key = `retry-${r.refund.id}`;
    const first = await act(r, { action_type: 'mark_processing' }, FINANCE, key);
    const retry = await act(r, { action_type: 'mark_processing' }, FINANCE, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await act(r, { action_type: 'cancel', comments: 'late' })).statusCode).toBe(409);
  });

  it('lets one of two Finance users at once change the refund; the other gets 409', async () => {
    const r = await seedRefund(t);
    const answers = await Promise.all([
      act(r, { action_type: 'mark_processing' }),
      act(r, { action_type: 'cancel', comments: 'Duplicate' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await refundNow(t, r.refund.id)).version).toBe(2);
    const events = await t.db
      .select()
      .from(refundEvents)
      .where(eq(refundEvents.refund_id, r.refund.id));
    expect(events).toHaveLength(1);
  });

  it('refuses other roles, a wrong cart and bad input', async () => {
    const r = await seedRefund(t);
    for (const who of [CET, LEADER]) {
      expect((await act(r, { action_type: 'mark_processing' }, who)).statusCode).toBe(403);
    }
    expect(
      (await act(r, { action_type: 'mark_processing', cart_primary_id: r.cart.id + 1 })).statusCode,
    ).toBe(400);
    for (const body of [
      { action_type: 'pay_twice' },
      { action_type: 'trouble' },
      { action_type: 'trouble', trouble_reason: 4 },
      { action_type: 'cancel', comments: 'x'.repeat(501) },
      { action_type: 'mark_processing', version: 'one' },
    ]) {
      expect((await act(r, body)).statusCode).toBe(400);
    }
    const unknown = await send(t, 'PUT', refundPath(P.action, { refund_id: 99_999_999 }), FINANCE, {
      action_type: 'mark_processing',
      cart_primary_id: 1,
      aff_id: 0,
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await refundNow(t, r.refund.id)).status).toBe(1);
  });
});
