import { customers, posOfferBins, posOffers, posOrders } from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';
import { asSubmission } from '../../../../test/submission-key';

// Demo store BLR-WHF-02: agent 30.
const AGENT = 30;
let t: TestApp;
let offerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [offer] = await t.db
    .insert(posOffers)
    .values({
      offer_type: 'bank_offer',
      offer_key: 'TESTBANK10',
      bank_code: 'TESTBANK',
      card_description: 'Test Bank credit cards',
      discount_basis_points: 1000,
      minimum_transaction_paise: 500_000,
      maximum_discount_paise: 150_000,
      ends_at: new Date(Date.now() + 30 * 86_400_000),
      terms: { title: 'Test', content: ['Valid till {end_date}'] },
    })
    .returning();
  offerId = offer!.id;
  await t.db
    .insert(posOfferBins)
    .values({ offer_id: offerId, card_type: 'CREDIT', bin_from: 987650, bin_to: 987659 });
  const [customer] = await t.db
    .insert(customers)
    .values({ name: 'Ravi K', mobile: '9700099001' })
    .returning();
  await t.db.insert(posOrders).values({
    order_random_id: 'TPAY0001',
    retail_store_id: 'BLR-WHF-02',
    customer_id: customer!.id,
    mobile_number: '9700099001',
    created_by_login_id: AGENT,
  });
}, 120_000);
afterAll(() => t.close());

const post = async (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(await t.tokenFor(AGENT)), ...asSubmission() },
    payload: payload as object,
  });

describe('gift card balance', () => {
  it('answers the balance of a good card and the spec message for a bad one', async () => {
    const good = await post(P.giftCardBalance, {
      CardNumber: '4000 1234 5678 9010',
      Pin: '123456',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ success: true, Balance: 5000 });
    const bad = await post(P.giftCardBalance, { CardNumber: '4000000000000000', Pin: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid Gift Card Credentials');
  });
});

describe('card BIN and bank offer', () => {
  it('knows a BIN of an offer range, answers nulls otherwise, refuses 5 digits', async () => {
    const token = bearer(await t.tokenFor(AGENT));
    const known = await t.app.inject({ url: P.cardBin('987655'), headers: token });
    expect(known.json()).toMatchObject({ bank_code: 'TESTBANK', card_type: 'CREDIT' });
    const unknown = await t.app.inject({ url: P.cardBin('111111'), headers: token });
    expect(unknown.json()).toMatchObject({ bank_code: null, card_type: null });
    expect((await t.app.inject({ url: P.cardBin('98765'), headers: token })).statusCode).toBe(400);
  });

  it('checks eligibility: 10% up to ₹1,500 from ₹5,000, on the amount less wallet credit', async () => {
    const ask = (bin: string, amount: number, wallet = 0) =>
      post(P.bankEligibility, {
        active_offer_id: offerId,
        order_random_id: 'TPAY0001',
        card_bin: bin,
        source: 'retail',
        wallet_points_used: wallet,
        total_order_amount: amount,
      });
    expect((await ask('987651', 8000)).json()).toEqual({
      offer_eligible: true,
      offer_message: 'Offer applied: you save ₹800.00',
      offer_discounted_subtotal: 7200,
      offer_saving_amount: 800,
    });
    expect((await ask('987651', 30000)).json().offer_saving_amount).toBe(1500);
    expect((await ask('987651', 5500, 1000)).json().offer_eligible).toBe(false);
    expect((await ask('123456', 8000)).json()).toMatchObject({
      offer_eligible: false,
      offer_message: 'This card is not eligible for the offer',
    });
  });
});
