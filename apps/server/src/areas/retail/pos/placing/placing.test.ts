import {
  catalogueSkus,
  customers,
  orders,
  pincodes,
  posAddresses,
  posDevices,
  posLines,
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
import { asSubmission } from '../../../../test/submission-key';

// Demo store BLR-WHF-02: manager 29, agent 30.
const STORE = 'BLR-WHF-02';
const AGENT = 30;
const MANAGER = 29;
const SKU = 'PIL-MEMF-STD';
const GOOD_CARD = { number: '4000123456789010', pin: '123456' };

let t: TestApp;
let price: number;
let mrp: number;
let pincode: string;
let noCodPincode: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  const [sku] = await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, SKU));
  if (!sku) throw new Error('no demo SKU');
  price = sku.price_paise;
  mrp = sku.mrp_paise;
  const [place] = await t.db
    .select()
    .from(pincodes)
    .where(
      and(
        eq(pincodes.serviceable, true),
        eq(pincodes.oda, false),
        eq(pincodes.cod_available, true),
      ),
    )
    .limit(1);
  if (!place) throw new Error('no served pincode');
  pincode = place.pincode;
  noCodPincode = '560999';
  await t.db
    .insert(pincodes)
    .values({ ...place, pincode: noCodPincode, cod_available: false })
    .onConflictDoNothing();
  await t.db
    .insert(posDevices)
    .values({ retail_store_id: STORE, device_number: 'TEST-DEV-1', is_default_device: false })
    .onConflictDoNothing();
}, 120_000);
afterAll(() => t.close());

const send = async (url: string, loginId: number, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(await t.tokenFor(loginId)),
      ...asSubmission(key ? { 'idempotency-key': key } : {}),
    },
    payload: payload as object,
  });

/** A POS order of the store with one line of `quantity` pillows and a shipping address. */
async function tillOrder(quantity: number, at: string = pincode) {
  serial += 1;
  const mobile = `97000${String(serial).padStart(5, '0')}`;
  const [customer] = await t.db.insert(customers).values({ name: 'Asha Rao', mobile }).returning();
  const [address] = await t.db
    .insert(posAddresses)
    .values({
      customer_id: customer!.id,
      firstname: 'Asha',
      lastname: 'Rao',
      email_address: 'asha@example.in',
      mobile_number: mobile,
      address: '12 Residency Road',
      landmark: 'Near the park',
      pincode: at,
      city: 'Bengaluru',
      state: 'Karnataka',
    })
    .returning();
  const id = `TPOS${String(serial).padStart(4, '0')}`;
  const [order] = await t.db
    .insert(posOrders)
    .values({
      order_random_id: id,
      retail_store_id: STORE,
      customer_id: customer!.id,
      mobile_number: mobile,
      created_by_login_id: AGENT,
      shipping_address_id: address!.id,
    })
    .returning();
  const [line] = await t.db
    .insert(posLines)
    .values({
      pos_order_id: order!.id,
      item_sku: SKU,
      item_dimensions: 'Standard',
      product: 'Pillow',
      item_quantity: quantity,
      item_price_paise: price,
      item_mrp_paise: mrp,
    })
    .returning();
  return { id, version: order!.version, lineId: line!.id, addressId: address!.id, quantity };
}

/** The placing body of a till order, totals as the till shows them (rupees). */
function placing(o: Awaited<ReturnType<typeof tillOrder>>, over: Record<string, unknown> = {}) {
  const net = price * o.quantity;
  const gift =
    typeof over['giftcard_amount'] === 'number' ? (over['giftcard_amount'] as number) * 100 : 0;
  return {
    order_random_id: o.id,
    version: o.version,
    AllowedPaymentMode: -1,
    coupon_code: '',
    carts: [o.lineId],
    totals: {
      total_net_mrp: (mrp * o.quantity) / 100,
      total_net_discount: ((mrp - price) * o.quantity) / 100,
      total_net_price: net / 100,
      total_delivery_charges: 0,
    },
    final_amount: (net - gift) / 100,
    login_id: AGENT,
    order_created_by_id: AGENT,
    shipping_address: o.addressId,
    ...over,
  };
}

const placedOrders = async () => Number((await t.db.select({ n: count() }).from(orders))[0]?.n);
const posRow = async (id: string) =>
  (await t.db.select().from(posOrders).where(eq(posOrders.order_random_id, id)))[0]!;

describe('placing a POS order', () => {
  it('refuses a tampered total with a clear message and writes nothing', async () => {
    const o = await tillOrder(2);
    const before = await placedOrders();
    const body = placing(o);
    const response = await send(P.placeOrder, AGENT, {
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
    const o = await tillOrder(1, noCodPincode);
    const before = await placedOrders();
    const response = await send(P.placeOrder, AGENT, placing(o, { cash_received: price / 100 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('AllowedPaymentMode');
    expect(await placedOrders()).toBe(before);
    expect((await posRow(o.id)).is_order_created).toBe(false);
  });

  it('places a cash sale once per key, feeding the store cash ledger', async () => {
    const o = await tillOrder(2);
    const body = placing(o, { cash_received: (price * 2 + 10_000) / 100 });
    const first = await send(P.placeOrder, AGENT, body, `pos-cash-${o.id}`);
    expect(first.statusCode).toBe(200);
    const placed = first.json();
    expect(placed).toMatchObject({ is_order_created: 1, ptr_id: null, change_to_return: 100 });
    const again = await send(P.placeOrder, AGENT, body, `pos-cash-${o.id}`);
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
    ).toEqual([expect.objectContaining({ holder_login_id: AGENT, amount_paise: price * 2 })]);

    const cancel = await send(P.cancelOrder, AGENT, {
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
    const o = await tillOrder(1);
    const noId = await send(P.placeOrder, AGENT, placing(o, { AllowedPaymentMode: -5 }));
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fields).toHaveProperty('neft_track_id');
    const device = await send(
      P.placeOrder,
      AGENT,
      placing(o, { AllowedPaymentMode: 10, device_number: 'NOPE' }),
    );
    expect(device.statusCode).toBe(400);
    const paid = await send(
      P.placeOrder,
      AGENT,
      placing(o, { AllowedPaymentMode: -5, neft_track_id: 'NEFT-778812' }),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().is_order_created).toBe(1);
  });

  it('takes a card payment through the provider, then Check Status places the order', async () => {
    const o = await tillOrder(1);
    const started = await send(P.placeOrder, AGENT, placing(o, { AllowedPaymentMode: -3 }));
    expect(started.statusCode).toBe(200);
    const answer = started.json();
    expect(answer).toMatchObject({ is_order_created: 0, order_id: null });
    expect(answer.ptr_id).toMatch(/^sbx_/);

    const agentResend = await send(P.resendPaymentLink, AGENT, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(agentResend.statusCode).toBe(403);
    const managerResend = await send(P.resendPaymentLink, MANAGER, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(managerResend.statusCode).toBe(200);

    const pending = await send(P.checkStatus, AGENT, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(pending.json()).toMatchObject({
      is_order_created: 0,
      message: 'The payment is still pending',
    });
    (t.ctx.integrations.payments as SandboxPayments).settle(answer.ptr_id, 'paid');
    const paid = await send(P.checkStatus, AGENT, {
      order_random_id: o.id,
      version: answer.version,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().is_order_created).toBe(1);
    expect(paid.json().order_id).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('releases a failed card payment, and only a manager confirms forcefully', async () => {
    const o = await tillOrder(1);
    const started = (
      await send(P.placeOrder, AGENT, placing(o, { AllowedPaymentMode: -3 }))
    ).json();
    (t.ctx.integrations.payments as SandboxPayments).settle(started.ptr_id, 'expired');
    const released = await send(P.checkStatus, AGENT, {
      order_random_id: o.id,
      version: started.version,
    });
    expect(released.json()).toMatchObject({ is_order_created: 0 });
    expect((await posRow(o.id)).payment_type).toBeNull();

    const again = (
      await send(
        P.placeOrder,
        AGENT,
        placing(o, { AllowedPaymentMode: -3, version: (await posRow(o.id)).version }),
      )
    ).json();
    const byAgent = await send(P.forceConfirm, AGENT, {
      order_random_id: o.id,
      version: again.version,
    });
    expect(byAgent.statusCode).toBe(403);
    const byManager = await send(P.forceConfirm, MANAGER, {
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
      const o = await tillOrder(1);
      const started = (
        await send(P.placeOrder, AGENT, placing(o, { AllowedPaymentMode: -3 }))
      ).json();
      const sandbox = t.ctx.integrations.payments as SandboxPayments;
      const atProvider = () => sandbox.links.find((l) => l.id === started.ptr_id)?.status;
      sandbox.setDown(true);
      try {
        const answer = await send(path, AGENT, {
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
    const o = await tillOrder(Math.ceil(600_000 / price));
    const [pos] = await t.db.select().from(posOrders).where(eq(posOrders.order_random_id, o.id));
    await t.db.insert(walletEntries).values({
      customer_id: pos!.customer_id,
      pot: 'b',
      amount_paise: 50_000,
      reason: 'Refund credit',
      actor_login_id: AGENT,
    });
    const body = placing(o, {
      AllowedPaymentMode: -5,
      neft_track_id: 'NEFT-WALLET-1',
      wallet_point_b: 500,
    });
    const placed = await send(P.placeOrder, AGENT, {
      ...body,
      final_amount: body.final_amount - 500,
    });
    expect(placed.statusCode).toBe(200);
    const sum = async () =>
      (
        await t.db
          .select()
          .from(walletEntries)
          .where(eq(walletEntries.customer_id, pos!.customer_id))
      ).reduce((total, e) => total + e.amount_paise, 0);
    expect(await sum()).toBe(0);

    const receipt = await t.app.inject({
      url: `${P.document}?order_id=${o.id}&retail_receipt=1`,
      headers: bearer(await t.tokenFor(AGENT)),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(receipt.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['PAYMENT RECEIPT', 'Paid by']));
    expect(text.filter((shown) => /^₹[\d,]+\.\d\d$/.test(shown)).length).toBeGreaterThan(2);
    expect(text.join('\n')).not.toContain('INR');

    const cancel = await send(P.cancelOrder, AGENT, {
      order_random_id: o.id,
      version: placed.json().version,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await sum()).toBe(50_000);
  });

  it('lets one of two orders spending the same gift card at once win', async () => {
    const quantity = Math.ceil(600_000 / price);
    const [a, b] = [await tillOrder(quantity), await tillOrder(quantity)];
    const withCard = (o: typeof a) =>
      placing(o, {
        AllowedPaymentMode: -5,
        neft_track_id: `NEFT-${o.id}`,
        giftcard_number: GOOD_CARD.number,
        giftcard_pin: GOOD_CARD.pin,
        giftcard_amount: 5000,
      });
    const results = await Promise.all([
      send(P.placeOrder, AGENT, withCard(a)),
      send(P.placeOrder, AGENT, withCard(b)),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json().error).toBe('Gift card has insufficient balance');
  });
});
