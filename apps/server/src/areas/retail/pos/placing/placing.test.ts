import {
  orders,
  pincodes,
  posDevices,
  posOrders,
  retailCashEntries,
  walletEntries,
} from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayments } from '../../../../integrations/payments/payments.sandbox';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';
import { pdfText } from '../../../../test/pdf-text';
import { TILL, tillSales, type TillSales } from '../../../../test/till-sales';

const GOOD_CARD = { number: '4000123456789010', pin: '123456' };
/** A pincode the tests add: served, but it may not pay on delivery. */
const NO_COD_PINCODE = '560999';

let t: TestApp;
let till: TillSales;

beforeAll(async () => {
  t = await createTestApp();
  till = await tillSales(t, 'TPOS');
  await t.db
    .insert(pincodes)
    .values({ ...till.place, pincode: NO_COD_PINCODE, cod_available: false })
    .onConflictDoNothing();
  await t.db
    .insert(posDevices)
    .values({ retail_store_id: TILL.store, device_number: 'TEST-DEV-1', is_default_device: false })
    .onConflictDoNothing();
}, 120_000);
afterAll(() => t.close());

const placedOrders = async () => Number((await t.db.select({ n: count() }).from(orders))[0]?.n);
const posRow = async (id: string) =>
  (await t.db.select().from(posOrders).where(eq(posOrders.order_random_id, id)))[0]!;

describe('placing a POS order', () => {
  it('refuses a tampered total with a clear message and writes nothing', async () => {
    const o = await till.tillOrder(2);
    const before = await placedOrders();
    const body = till.placing(o);
    const response = await till.send(P.placeOrder, TILL.agent, {
      ...body,
      final_amount: body.final_amount - 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^The order total is ₹/);
    expect(response.json().fields).toHaveProperty('final_amount');
    expect(await placedOrders()).toBe(before);
    expect((await posRow(o.id)).is_order_created).toBe(false);
  });

  it('refuses cash at store when the delivery address may not pay on delivery, as the till does', async () => {
    const o = await till.tillOrder(1, { pincode: NO_COD_PINCODE });
    const before = await placedOrders();
    const response = await till.send(
      P.placeOrder,
      TILL.agent,
      till.placing(o, { cash_received: till.price / 100 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('AllowedPaymentMode');
    expect(await placedOrders()).toBe(before);
    expect((await posRow(o.id)).is_order_created).toBe(false);
  });

  it('places a cash sale once per key, feeding the store cash ledger', async () => {
    const o = await till.tillOrder(2);
    const body = till.placing(o, { cash_received: (till.price * 2 + 10_000) / 100 });
    const first = await till.send(P.placeOrder, TILL.agent, body, `pos-cash-${o.id}`);
    expect(first.statusCode).toBe(200);
    const placed = first.json();
    expect(placed).toMatchObject({ is_order_created: 1, ptr_id: null, change_to_return: 100 });
    const again = await till.send(P.placeOrder, TILL.agent, body, `pos-cash-${o.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().order_id).toBe(placed.order_id);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.order_random_id, placed.order_id));
    expect(order).toMatchObject({ affiliate_id: 0, payment_type: 'ONLINE', payment_method_id: 5 });
    const cash = await t.db
      .select()
      .from(retailCashEntries)
      .where(eq(retailCashEntries.order_random_id, placed.order_id));
    expect(
      cash.filter((e) => e.movement_kind === 'cash_sale' && e.account_kind === 'person'),
    ).toEqual([
      expect.objectContaining({ holder_login_id: TILL.agent, amount_paise: till.price * 2 }),
    ]);

    const cancel = await till.send(P.cancelOrder, TILL.agent, {
      order_random_id: o.id,
      version: placed.version,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('This Order is Cancelled');
    const refunds = await t.db
      .select()
      .from(retailCashEntries)
      .where(
        and(
          eq(retailCashEntries.order_random_id, placed.order_id),
          eq(retailCashEntries.movement_kind, 'cash_sale_refunded'),
        ),
      );
    expect(refunds.reduce((sum, e) => sum + e.amount_paise, 0)).toBe(0);
    expect(refunds).toHaveLength(2);
    expect((await posRow(o.id)).is_order_cancelled).toBe(true);
  });

  it('requires the payment id for mode -5 and refuses a mode the order does not allow', async () => {
    const o = await till.tillOrder(1);
    const noId = await till.send(
      P.placeOrder,
      TILL.agent,
      till.placing(o, { AllowedPaymentMode: -5 }),
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fields).toHaveProperty('neft_track_id');
    const device = await till.send(
      P.placeOrder,
      TILL.agent,
      till.placing(o, { AllowedPaymentMode: 10, device_number: 'NOPE' }),
    );
    expect(device.statusCode).toBe(400);
    const paid = await till.send(
      P.placeOrder,
      TILL.agent,
      till.placing(o, { AllowedPaymentMode: -5, neft_track_id: 'NEFT-778812' }),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().is_order_created).toBe(1);
  });

  it('takes a card payment through the provider, then Check Status places the order', async () => {
    const o = await till.tillOrder(1);
    const started = await till.send(
      P.placeOrder,
      TILL.agent,
      till.placing(o, { AllowedPaymentMode: -3 }),
    );
    expect(started.statusCode).toBe(200);
    const answer = started.json();
    expect(answer).toMatchObject({ is_order_created: 0, order_id: null });
    expect(answer.ptr_id).toMatch(/^sbx_/);

    const agentResend = await till.send(P.resendPaymentLink, TILL.agent, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(agentResend.statusCode).toBe(403);
    const managerResend = await till.send(P.resendPaymentLink, TILL.manager, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(managerResend.statusCode).toBe(200);

    const pending = await till.send(P.checkStatus, TILL.agent, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(pending.json()).toMatchObject({
      is_order_created: 0,
      message: 'The payment is still pending',
    });
    (t.ctx.integrations.payments as SandboxPayments).settle(answer.ptr_id, 'paid');
    const paid = await till.send(P.checkStatus, TILL.agent, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().is_order_created).toBe(1);
    expect(paid.json().order_id).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('releases a failed card payment, and only a manager confirms forcefully', async () => {
    const o = await till.tillOrder(1);
    const started = (
      await till.send(P.placeOrder, TILL.agent, till.placing(o, { AllowedPaymentMode: -3 }))
    ).json();
    (t.ctx.integrations.payments as SandboxPayments).settle(started.ptr_id, 'expired');
    const released = await till.send(P.checkStatus, TILL.agent, {
      order_random_id: o.id,
      version: started.version,
    });
    expect(released.json()).toMatchObject({ is_order_created: 0 });
    expect((await posRow(o.id)).payment_type).toBeNull();

    const again = (
      await till.send(
        P.placeOrder,
        TILL.agent,
        till.placing(o, { AllowedPaymentMode: -3, version: (await posRow(o.id)).version }),
      )
    ).json();
    const byAgent = await till.send(P.forceConfirm, TILL.agent, {
      order_random_id: o.id,
      version: again.version,
    });
    expect(byAgent.statusCode).toBe(403);
    const byManager = await till.send(P.forceConfirm, TILL.manager, {
      order_random_id: o.id,
      version: again.version,
    });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().is_order_created).toBe(1);
  });

  it.each([
    ['Cancel Transaction', P.cancelTransaction],
    ['Create New Order', P.createNewOrder],
    ['Cancel Order', P.cancelOrder],
  ])(
    '%s while the provider is down: answered here, the link cancelled there once it is back',
    async (_name, path) => {
      const o = await till.tillOrder(1);
      const started = (
        await till.send(P.placeOrder, TILL.agent, till.placing(o, { AllowedPaymentMode: -3 }))
      ).json();
      const sandbox = t.ctx.integrations.payments as SandboxPayments;
      const atProvider = () => sandbox.links.find((l) => l.id === started.ptr_id)?.status;
      sandbox.setDown(true);
      try {
        const answer = await till.send(path, TILL.agent, {
          order_random_id: o.id,
          version: started.version,
        });
        expect(answer.statusCode).toBe(200);
        expect(atProvider()).toBe('pending');
      } finally {
        sandbox.setDown(false);
      }
      t.clock.advance(31_000);
      await t.ctx.outbox.drain();
      expect(atProvider()).toBe('cancelled');
    },
  );

  it('spends wallet credit, prints the receipt and gives the credit back on cancel', async () => {
    const { o, placed } = await till.saleWithCredit(50_000, () => ({
      AllowedPaymentMode: -5,
      neft_track_id: 'NEFT-WALLET-1',
    }));
    expect(placed.statusCode).toBe(200);
    const sum = async () =>
      (
        await t.db.select().from(walletEntries).where(eq(walletEntries.customer_id, o.customerId))
      ).reduce((total, e) => total + e.amount_paise, 0);
    expect(await sum()).toBe(0);

    const receipt = await t.app.inject({
      url: `${P.document}?order_id=${o.id}&retail_receipt=1`,
      headers: bearer(await t.tokenFor(TILL.agent)),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(receipt.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['PAYMENT RECEIPT', 'Paid by']));
    expect(text.filter((shown) => /^₹[\d,]+\.\d\d$/.test(shown)).length).toBeGreaterThan(2);
    expect(text.join('\n')).not.toContain('INR');

    const cancel = await till.send(P.cancelOrder, TILL.agent, {
      order_random_id: o.id,
      version: placed.json().version,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await sum()).toBe(50_000);
  });

  it('lets one of two orders spending the same gift card at once win', async () => {
    const quantity = till.creditSaleQuantity;
    const [a, b] = [await till.tillOrder(quantity), await till.tillOrder(quantity)];
    const withCard = (o: typeof a) =>
      till.placing(o, {
        AllowedPaymentMode: -5,
        neft_track_id: `NEFT-${o.id}`,
        giftcard_number: GOOD_CARD.number,
        giftcard_pin: GOOD_CARD.pin,
        giftcard_amount: 5000,
      });
    const results = await Promise.all([
      till.send(P.placeOrder, TILL.agent, withCard(a)),
      till.send(P.placeOrder, TILL.agent, withCard(b)),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json().error).toBe('Gift card has insufficient balance');
  });
});
