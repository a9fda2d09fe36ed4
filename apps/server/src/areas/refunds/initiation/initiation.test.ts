import { carts, orderPayments, refunds } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import { REFUND_INITIATION_MESSAGES, REFUND_PATHS as P } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { asSubmission } from '../../../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const COUPON_MANAGER = 5;
const LEADER = 6;
const FINANCE = 7;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** A cart of a channel, whose order was paid exactly `paidPaise` (the seed's payments set aside). */
async function paidCart(
  paidPaise: number,
  options: { affiliate_id?: 0 | 3; status?: StatusId; oda_paise?: number } = {},
) {
  const seeded = await seedOrder(t.db, {
    now: t.clock.now(),
    affiliate_id: options.affiliate_id ?? 0,
    carts: [{ status: options.status ?? STATUS.CONFIRMED }],
  });
  const [cart] = seeded.carts;
  if (!cart) throw new Error('no cart');
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, seeded.order.id));
  await t.db
    .insert(orderPayments)
    .values({ order_id: seeded.order.id, method_id: 2, amount_paise: paidPaise, status: 'paid' });
  if (options.oda_paise) {
    await t.db
      .update(carts)
      .set({ oda_charges_paise: options.oda_paise, delivery_charges_paise: options.oda_paise })
      .where(eq(carts.id, cart.id));
  }
  return { order: seeded.order, cart };
}

const bodyOf = (cart: { id: number; affiliate_id: number }, amount: string) => ({
  affiliate_id: cart.affiliate_id,
  cart_pid: cart.id,
  amount,
  comments: 'Agreed on the call',
});

const refundsOf = (cartId: number) =>
  t.db.select().from(refunds).where(eq(refunds.cart_id, cartId));

describe('price-drop-refund/', () => {
  it('raises a price-drop refund up to what was paid less refunds so far', async () => {
    const { cart, order } = await paidCart(5_000);
    const first = await call.post(P.priceDropRefund, FINANCE, bodyOf(cart, '30'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Refund Initiated!',
      refund: expect.objectContaining({
        category_id: 6,
        category_slug: 'price-drop-orders',
        platform: 'product',
        order_random_id: order.order_random_id,
        amount: 30,
        status: 1,
        status_label: 'Refund Initiated',
        automation_status: 'NOT_INITIATED',
      }),
    });
    const above = await call.post(P.priceDropRefund, CET, bodyOf(cart, '20.01'));
    expect(above.statusCode).toBe(400);
    expect(above.json().fields.amount).toContain('₹20.00');
    const rest = await call.post(P.priceDropRefund, LEADER, bodyOf(cart, '20'));
    expect(rest.statusCode, rest.body).toBe(200);
    const none = await call.post(P.priceDropRefund, LEADER, bodyOf(cart, '1'));
    expect(none.json().message).toBe('Nothing is left to refund on this cart');
    expect((await refundsOf(cart.id)).map((r) => r.amount_paise).sort()).toEqual([2_000, 3_000]);
  });

  it('raises one refund for one Idempotency-Key, however often it is sent', async () => {
    const { cart } = await paidCart(5_000);
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: P.priceDropRefund,
        headers: {
          ...bearer(await t.tokenFor(FINANCE)),
          ...asSubmission({ 'idempotency-key': `price-drop-${cart.id}` }),
        },
        payload: bodyOf(cart, '10'),
      });
    const [a, b] = await Promise.all([send(), send()]);
    const again = await send();
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.json().refund.refund_id).toBe(a.json().refund.refund_id);
    expect(await refundsOf(cart.id)).toHaveLength(1);
  });

  it('refuses other roles, bad amounts, unknown carts, partner carts and cancelled carts', async () => {
    const { cart } = await paidCart(5_000);
    const forbidden = await call.post(P.priceDropRefund, COUPON_MANAGER, bodyOf(cart, '1'));
    expect(forbidden.statusCode).toBe(403);
    for (const amount of ['0', '-1', '1.005', 'ten']) {
      expect((await call.post(P.priceDropRefund, FINANCE, bodyOf(cart, amount))).statusCode).toBe(
        400,
      );
    }
    const extra = await call.post(P.priceDropRefund, FINANCE, { ...bodyOf(cart, '1'), x: 1 });
    expect(extra.statusCode).toBe(400);
    const long = await call.post(P.priceDropRefund, FINANCE, {
      ...bodyOf(cart, '1'),
      comments: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const unknown = { ...bodyOf(cart, '1'), cart_pid: 2_000_000_000 };
    expect((await call.post(P.priceDropRefund, FINANCE, unknown)).statusCode).toBe(404);
    const otherChannel = { ...bodyOf(cart, '1'), affiliate_id: 3 };
    expect((await call.post(P.priceDropRefund, FINANCE, otherChannel)).statusCode).toBe(404);
    const partner = await paidCart(5_000, { affiliate_id: 3 });
    const onPartner = await call.post(P.priceDropRefund, FINANCE, bodyOf(partner.cart, '1'));
    expect(onPartner.json().message).toBe(REFUND_INITIATION_MESSAGES.productOnly);
    const gone = await paidCart(5_000, { status: STATUS.CANCELLED });
    const onCancelled = await call.post(P.priceDropRefund, FINANCE, bodyOf(gone.cart, '1'));
    expect(onCancelled.json().message).toBe(REFUND_INITIATION_MESSAGES.cartCancelled);
    expect(await refundsOf(cart.id)).toEqual([]);
  });
});

describe('enable-sale-benifit and create-salebenifit-for-affiliate', () => {
  it('raises a sale benefit once per cart, on the {product} platform', async () => {
    const { cart } = await paidCart(5_000);
    const first = await call.post(P.enableSaleBenefit, FINANCE, bodyOf(cart, '5'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refund).toMatchObject({ category_id: 2, platform: 'product' });
    const second = await call.post(P.enableSaleBenefit, FINANCE, bodyOf(cart, '5'));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(REFUND_INITIATION_MESSAGES.saleBenefitRaised);
    const wrongCall = await call.post(P.createSaleBenefitForAffiliate, FINANCE, bodyOf(cart, '5'));
    expect(wrongCall.json().message).toBe(REFUND_INITIATION_MESSAGES.affiliateOnly);
  });

  it("lists an affiliate cart's sale benefit on the {product} platform", async () => {
    const { cart } = await paidCart(5_000, { affiliate_id: 3 });
    const response = await call.post(P.createSaleBenefitForAffiliate, CET, bodyOf(cart, '5'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refund).toMatchObject({
      category_id: 2,
      platform: 'product',
      affiliate_id: 3,
    });
    const onOwn = await call.post(P.enableSaleBenefit, CET, bodyOf(cart, '5'));
    expect(onOwn.json().message).toBe(REFUND_INITIATION_MESSAGES.productOnly);
  });
});

describe('the ODA-charge and carpenter refunds', () => {
  it('refunds the ODA charge, never above the charge less its refunds', async () => {
    const none = await paidCart(5_000);
    const noCharge = await call.post(P.odaChargeRefund, FINANCE, bodyOf(none.cart, '1'));
    expect(noCharge.json().message).toBe(REFUND_INITIATION_MESSAGES.noOdaCharge);
    const { cart } = await paidCart(500_000, { oda_paise: 4_000, status: STATUS.CANCELLED });
    const above = await call.post(P.odaChargeRefund, FINANCE, bodyOf(cart, '40.01'));
    expect(above.json().fields.amount).toBe(REFUND_INITIATION_MESSAGES.aboveOdaCharge(4_000));
    const ok = await call.post(P.odaChargeRefund, FINANCE, bodyOf(cart, '25'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().refund).toMatchObject({ category_id: 7, amount: 25 });
    const rest = await call.post(P.odaChargeRefund, FINANCE, bodyOf(cart, '15.01'));
    expect(rest.json().fields.amount).toBe(REFUND_INITIATION_MESSAGES.aboveOdaCharge(1_500));
  });

  it('raises carpenter refunds on both platforms', async () => {
    const own = await paidCart(5_000);
    const partner = await paidCart(5_000, { affiliate_id: 3 });
    const a = await call.post(P.carpenterRefund, LEADER, bodyOf(own.cart, '12.50'));
    const b = await call.post(P.carpenterRefund, LEADER, bodyOf(partner.cart, '12.50'));
    expect(a.json().refund).toMatchObject({ category_id: 8, platform: 'product', amount: 12.5 });
    expect(b.json().refund).toMatchObject({ category_id: 8, platform: 'affiliate' });
  });
});
