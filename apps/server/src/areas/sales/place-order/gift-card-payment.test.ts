import { auditLog, coupons, orderPayments, orders } from '@backoffice/db/schema';
import { seedCoupon } from '@backoffice/db/seed';
import type { PlaceOrderAnswer } from '@backoffice/domain/sales/place-order';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCardProvider } from '../../../integrations/gift-cards/gift-cards';
import { createSandboxGiftCards } from '../../../integrations/gift-cards/gift-cards.sandbox';
import { paymentCalls } from '../../../test/payment-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderBody, orderRow, SALES } from './place-order.test-support';

const PLACE = '/api/backend-place-order/';
const sandbox = createSandboxGiftCards();
const references: string[] = [];
/** What the provider does while it redeems: a write to the database, which waits on any lock. */
let whileRedeeming: () => Promise<unknown> = async () => undefined;
const giftCards: GiftCardProvider = {
  check: (cardNumber, pin) => sandbox.check(cardNumber, pin),
  async redeem(cardNumber, pin, amountPaise, reference) {
    references.push(reference);
    await whileRedeeming();
    return sandbox.redeem(cardNumber, pin, amountPaise, reference);
  },
};

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { giftCards } });
  call = paymentCalls(t);
});
afterAll(() => t.close());

describe('the gift card of a new order', () => {
  it('is redeemed with no row locked, once for a retried request', async () => {
    const body = await orderBody(t, {
      coupon_code: 'festive10',
      gift_card: { card_number: '4000 1234 5678 9010', pin: '123456' },
    });
    // The placing claims the coupon's use: redeeming while that row is locked would never end.
    whileRedeeming = () =>
      t.db
        .update(coupons)
        .set({ version: sql`${coupons.version}` })
        .where(eq(coupons.code, 'FESTIVE10'));
    const headers = { 'Idempotency-Key': 'gift-card-retried-1' };
    const first = await call.post(PLACE, SALES, body, headers);
    const again = await call.post(PLACE, SALES, body, headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(references).toEqual([`${SALES}:gift-card-retried-1`]);
    const order = await orderRow(t, first.json<PlaceOrderAnswer>().order_random_id);
    const paid = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, order.id));
    expect(paid.map((p) => [p.status, p.amount_paise])).toEqual([['paid', 500_000]]);
  });

  it('records a redemption that no placed order holds, to refund', async () => {
    const coupon = await seedCoupon(t.db, { code: 'LASTUSE', usage_limit: 1 });
    const body = await orderBody(t, {
      coupon_code: 'lastuse',
      gift_card: { card_number: '4000 9999 8888 7777', pin: '999999', amount: 1000 },
    });
    // Another order takes the coupon's last use while the card is redeemed.
    whileRedeeming = () =>
      t.db.update(coupons).set({ used_count: 1 }).where(eq(coupons.id, coupon.id));
    const refused = await call.post(PLACE, SALES, body, { 'Idempotency-Key': 'gift-card-lost-1' });
    expect(refused.json().fields).toEqual({
      coupon_code: 'This coupon has reached its usage limit',
    });
    const placedWithCoupon = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.coupon_code, 'LASTUSE'));
    expect(placedWithCoupon).toEqual([]);
    const recorded = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gift_card'), eq(auditLog.entity_id, 'XXXX XXXX XXXX 7777')));
    expect(recorded.map((r) => [r.actor_login_id, r.changes])).toEqual([
      [
        SALES,
        {
          redemption: {
            before: null,
            after: expect.objectContaining({
              amount: 1000,
              reference: `${SALES}:gift-card-lost-1`,
            }),
          },
        },
      ],
    ]);
  });
});
