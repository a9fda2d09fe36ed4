import { refundBankDetails, refundBankLinks, refundEvents, refunds } from '@backoffice/db/schema';
import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessages } from '../../../integrations/messages/messages.sandbox';
import { callsAs } from '../../../test/order-calls';
import { seedRefund } from '../../../test/refund-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const FINANCE = 7;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const ACCOUNT = {
  account_holder_name: 'Asha Rao',
  account_number: '123456789012',
  ifsc: 'hdfc0001234',
};
const versionOf = async (id: number) =>
  (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0]?.version ?? 0;
const ref = async (id: number) => ({ refund_id: id, version: await versionOf(id) });

describe('update-bank-details/ and verify-bank-details/', () => {
  it('sets the account, then keeps what the bank says of it', async () => {
    const refund = await seedRefund(t, { amount_paise: 20_000 });
    const noDetails = await call.post(P.verifyBankDetails, FINANCE, await ref(refund.id));
    expect(noDetails.statusCode).toBe(400);
    const set = await call.post(P.updateBankDetails, FINANCE, {
      ...(await ref(refund.id)),
      ...ACCOUNT,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Bank details updated!',
      bank_details: {
        account_number_masked: 'XXXXXXXX9012',
        ifsc: 'HDFC0001234',
        source: 'staff',
        verification_status: 'NOT_VERIFIED',
      },
      refund: { refund_id: refund.id, version: refund.version + 1 },
    });
    const verified = await call.post(P.verifyBankDetails, FINANCE, await ref(refund.id));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Bank details verified',
      bank_details: {
        verification_status: 'VALID',
        name_at_bank: 'Asha Rao',
        verified_by: { login_id: FINANCE },
      },
    });
    const sentences = (
      await t.db.select().from(refundEvents).where(eq(refundEvents.refund_id, refund.id))
    ).map((e) => e.sentence);
    expect(sentences).toEqual([
      'Bank details set by Finance: Asha Rao, account XXXXXXXX9012, IFSC HDFC0001234',
      'Bank details checked with the bank: Bank details verified',
    ]);
  });

  it.each([
    ['123456789019', 'NAME_MISMATCH', 'The account is held under another name: Ravi Kumar'],
    ['123456789010', 'INVALID_ACCOUNT', 'No such account at the bank'],
  ])('answers account %s as %s', async (account_number, status, message) => {
    const refund = await seedRefund(t, { amount_paise: 20_000 });
    await call.post(P.updateBankDetails, FINANCE, {
      ...(await ref(refund.id)),
      ...ACCOUNT,
      account_number,
    });
    const answer = await call.post(P.verifyBankDetails, FINANCE, await ref(refund.id));
    expect(answer.json()).toMatchObject({ message, bank_details: { verification_status: status } });
  });

  it('refuses other roles, bad details, a stale version and a closed refund', async () => {
    const refund = await seedRefund(t, { amount_paise: 20_000 });
    const body = { ...(await ref(refund.id)), ...ACCOUNT };
    expect((await call.post(P.updateBankDetails, CET, body)).statusCode).toBe(403);
    const bad = await call.post(P.updateBankDetails, FINANCE, {
      ...body,
      ifsc: 'HDFC1234',
      account_number: '12ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['account_number', 'ifsc']);
    const long = await call.post(P.updateBankDetails, FINANCE, {
      ...body,
      account_holder_name: 'A'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call.post(P.updateBankDetails, FINANCE, { ...body, version: 99 })).statusCode,
    ).toBe(409);
    await t.db.update(refunds).set({ status: 2 }).where(eq(refunds.id, refund.id));
    const closed = await call.post(P.updateBankDetails, FINANCE, body);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('A refund in Refund Processed cannot be changed');
    const none = await call.post(P.verifyBankDetails, FINANCE, {
      refund_id: 2_000_000_000,
      version: 1,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('update-amount/', () => {
  it('changes the amount, never above what was paid less the cart’s other refunds', async () => {
    const refund = await seedRefund(t, { amount_paise: 10_000, paid_paise: 15_000 });
    const above = await call.post(P.updateAmount, FINANCE, {
      ...(await ref(refund.id)),
      amount: '150.01',
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().fields.amount).toContain('₹150.00');
    const changed = await call.post(P.updateAmount, FINANCE, {
      ...(await ref(refund.id)),
      amount: '150',
      comments: 'Delivery charge too',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Updated Successfully!',
      refund: { amount: 150 },
    });
    const zero = await call.post(P.updateAmount, FINANCE, {
      ...(await ref(refund.id)),
      amount: '0',
    });
    expect(zero.statusCode).toBe(400);
    expect(
      (await call.post(P.updateAmount, CET, { ...(await ref(refund.id)), amount: '1' })).statusCode,
    ).toBe(403);
  });
});

describe('the bank-details link', () => {
  const messages = () => t.ctx.integrations.messages as SandboxMessages;
  const tokenOfLastMessage = () => {
    const text = messages().sent.at(-1)?.text ?? '';
    const match = /\/refund-bank-details\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no link in ${text}`);
    return match[1];
  };
  const page = (token: string) => refundPath(P.bankDetailsForm, { token });
  const submission = { ...ACCOUNT, confirm_account_number: ACCOUNT.account_number };

  it('sends the customer a 24-hour link that takes one submission without a sign-in', async () => {
    const refund = await seedRefund(t, { amount_paise: 45_000 });
    const sent = await call.post(P.sendBankDetailsFormUrl, FINANCE, await ref(refund.id));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Bank details form link sent!',
      bank_link: { used_at: null },
    });
    const token = tokenOfLastMessage();
    expect(token).toHaveLength(43);
    const [link] = await t.db
      .select()
      .from(refundBankLinks)
      .where(eq(refundBankLinks.refund_id, refund.id));
    expect(link?.token_hash).not.toContain(token);
    t.clock.advance(60_000);
    const state = await t.app.inject({ url: page(token) });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({
      amount: 450,
      used: false,
      expired: false,
      remaining_seconds: 24 * 3600 - 60,
      notice: null,
    });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: page(token),
      payload: { ...submission, confirm_account_number: '123456789013' },
    });
    expect(mismatch.statusCode).toBe(400);
    const saved = await t.app.inject({ method: 'POST', url: page(token), payload: submission });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Thank you! Your bank details are saved.');
    const [bank] = await t.db
      .select()
      .from(refundBankDetails)
      .where(eq(refundBankDetails.refund_id, refund.id));
    expect(bank).toMatchObject({
      source: 'customer_link',
      ifsc: 'HDFC0001234',
      updated_by_login_id: null,
    });
    const second = await t.app.inject({ method: 'POST', url: page(token), payload: submission });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Bank details were already submitted through this link');
    expect((await t.app.inject({ url: page(token) })).json()).toMatchObject({
      used: true,
      remaining_seconds: 0,
    });
  });

  it("says 'This link is expired!' after 24 hours and refuses the submission", async () => {
    const refund = await seedRefund(t, { amount_paise: 45_000 });
    await call.post(P.sendBankDetailsFormUrl, FINANCE, await ref(refund.id));
    const token = tokenOfLastMessage();
    t.clock.advance(24 * 3600_000);
    expect((await t.app.inject({ url: page(token) })).json()).toMatchObject({
      expired: true,
      remaining_seconds: 0,
      notice: 'This link is expired!',
    });
    const late = await t.app.inject({ method: 'POST', url: page(token), payload: submission });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This link is expired!');
  });

  it('refuses malformed tokens, and an address guessing tokens', async () => {
    expect((await t.app.inject({ url: page('short') })).statusCode).toBe(400);
    expect([400, 414]).toContain((await t.app.inject({ url: page('x'.repeat(101)) })).statusCode);
    const guesses = [];
    for (let i = 0; i < 20; i += 1) {
      guesses.push((await t.app.inject({ url: page(`guess${'a'.repeat(38)}${i}`) })).statusCode);
    }
    expect(new Set(guesses)).toEqual(new Set([404]));
    expect((await t.app.inject({ url: page('a'.repeat(43)) })).statusCode).toBe(429);
    t.clock.advance(10 * 60_000);
    expect((await t.app.inject({ url: page('a'.repeat(43)) })).statusCode).toBe(404);
  });

  it("counts a known link's calls against the link, not against the address", async () => {
    const refund = await seedRefund(t, { amount_paise: 45_000 });
    await call.post(P.sendBankDetailsFormUrl, FINANCE, await ref(refund.id));
    const token = tokenOfLastMessage();
    const from = (address: string) => ({ remoteAddress: address });
    const guess = (i: number) => page(`known${'b'.repeat(36)}${String(i).padStart(2, '0')}`);
    for (let i = 0; i < 19; i += 1) {
      expect((await t.app.inject({ url: guess(i), ...from('10.9.9.9') })).statusCode).toBe(404);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject({ url: page(token), ...from('10.9.9.9') })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: guess(19), ...from('10.9.9.9') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: guess(20), ...from('10.9.9.9') })).statusCode).toBe(429);
    // Twenty calls on one link in ten minutes, from anywhere: the next is refused.
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject({ url: page(token), ...from(`10.8.0.${i}`) })).statusCode).toBe(
        200,
      );
    }
    const refused = await t.app.inject({ url: page(token), ...from('10.8.1.1') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many tries. Try again later.');
    t.clock.advance(10 * 60_000);
    expect((await t.app.inject({ url: page(token), ...from('10.8.1.1') })).statusCode).toBe(200);
  });
});
