import { refundAttempts, refundBankDetails } from '@backoffice/db/schema';
import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACCOUNTS, seedRefund, send } from './refunds.test-support';

const { CET, LEADER, FINANCE } = ACCOUNTS;
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const at = (path: string, refundId: number | string) => refundPath(path, { refund_id: refundId });

describe('refund-details/{refund_id}/', () => {
  it('answers the refund with its cart, money, bank details and history', async () => {
    const r = await seedRefund(t, { paid_paise: 100_000, amount_paise: 30_000 });
    await t.db.insert(refundBankDetails).values({
      refund_id: r.refund.id,
      account_holder_name: 'Asha Rao',
      account_number: '123456789012',
      ifsc: 'SBIN0001234',
      source: 'staff',
      verification_status: 'VALID',
      verified_by_login_id: FINANCE,
      verified_at: t.clock.now(),
    });
    await send(t, 'PUT', at(P.action, r.refund.id), FINANCE, {
      action_type: 'mark_processing',
      cart_primary_id: r.cart.id,
      aff_id: r.cart.affiliate_id,
      version: 1,
      comments: 'Bank verified',
    });
    const res = await call.get(at(P.details, r.refund.id), FINANCE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.refund).toMatchObject({
      refund_id: r.refund.id,
      category_label: 'Return Orders',
      amount: 300,
      status: 5,
      version: 2,
    });
    expect(body.customer.mobile_number).toBe(r.customer.mobile);
    expect(body.payment).toMatchObject({ order_paid: 1000, cart_refunded: 300 });
    expect(body.bank_details).toMatchObject({
      account_number_masked: 'XXXXXXXX9012',
      verification_status: 'VALID',
      verified_by: { login_id: FINANCE },
    });
    expect(body.events.map((e: { sentence: string }) => e.sentence)).toEqual([
      'Refund of ₹300.00 initiated (Return Orders)',
      'Refund of ₹300.00 marked processing (Refund Initiated to Refund Processing)',
    ]);
    expect(body.events[1].comments).toBe('Bank verified');
  });

  it('answers 404 for an unknown refund, 400 for a bad id, 403 for other roles', async () => {
    expect((await call.get(at(P.details, 99_999_999), FINANCE)).statusCode).toBe(404);
    expect((await call.get(at(P.details, 'abc'), FINANCE)).statusCode).toBe(400);
    const r = await seedRefund(t);
    for (const path of [P.details, P.items, P.status, P.transactions, P.history]) {
      expect((await call.get(at(path, r.refund.id), CET)).statusCode).toBe(403);
      expect((await call.get(at(path, r.refund.id), LEADER)).statusCode).toBe(403);
    }
  });
});

describe('refund-items-list, refund-status, transactions and history', () => {
  it('shows the item with the refund and automation colours', async () => {
    const r = await seedRefund(t, {
      status: 3,
      automation_status: 'FAILED_DUE_TO_INVALID_BANK_DETAILS',
    });
    const body = (await call.get(at(P.items, r.refund.id), FINANCE)).json();
    expect(body.results).toMatchObject([
      {
        cart_id: r.cart.id,
        refund_amount: 500,
        refund_item_status_label: 'Refund Trouble',
        refund_item_status_color: 'red',
        automation_status_label: 'Failed: Invalid Bank Details',
        automation_status_color: 'red',
      },
    ]);
  });

  it('lists the actions a refund allows now', async () => {
    const product = await seedRefund(t);
    const body = (await call.get(at(P.status, product.refund.id), FINANCE)).json();
    expect(body.actions.map((a: { action_type: string }) => a.action_type)).toEqual([
      'process',
      'mark_processing',
      'cancel',
      'trouble',
    ]);
    expect(body.trouble_reasons.filter((r: { disabled: boolean }) => r.disabled)).toHaveLength(2);
    expect(body.can_resolve).toBe(false);
    const affiliate = await seedRefund(t, { affiliate: true });
    const aff = (await call.get(at(P.status, affiliate.refund.id), FINANCE)).json();
    expect(aff.statuses.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it("shows the order's payments and the gateway's refunds", async () => {
    const r = await seedRefund(t, { status: 2, automation_status: 'SUCCESS' });
    await t.db.insert(refundAttempts).values({
      refund_id: r.refund.id,
      attempt_no: 1,
      unique_refund_request_id: `RF-${r.refund.id}-1`,
      payment_gateway: 'Juspay',
      transaction_id: `TXN-${r.order.id}`,
      amount_paise: 50_000,
      outcome: 'SUCCESS',
      gateway_reference: 'PGREF1',
      arn_number: 'ARN123',
    });
    const tx = (await call.get(at(P.transactions, r.refund.id), FINANCE)).json();
    expect(tx.results).toMatchObject([
      {
        payment_source: 'Juspay',
        transaction_id: `TXN-${r.order.id}`,
        transaction_amount: 1000,
        debited_amount: 1000,
        amount_requested_for_refund: 500,
        is_no_cost_emi: false,
      },
    ]);
    const history = (await call.get(at(P.history, r.refund.id), FINANCE)).json();
    expect(history.results).toMatchObject([
      {
        reference_id: 'PGREF1',
        payment_gateway: 'Juspay',
        refund_amount: 500,
        arn_number: 'ARN123',
      },
    ]);
  });
});
