import { carts, orderPayments, orders, paymentLinks } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const billing = async (query: string, loginId = 2) =>
  t.app.inject({
    url: `/api/billing-details/?${query}`,
    headers: bearer(await t.tokenFor(loginId)),
  });

/**
 * An order of two carts with known amounts and none of the seeded payments: a sofa ₹24,000 x2
 * with ₹1,000 off, and a mattress ₹9,000 with ₹500 delivered out of the delivery area.
 */
async function billedOrder() {
  const seeded = await seedOrder(t.db, {
    carts: [
      { status: 1, assigned_login_id: 2 },
      { status: 1, assigned_login_id: 2 },
    ],
  });
  const [sofa, mattress] = seeded.carts;
  if (!sofa || !mattress) throw new Error('billedOrder: two carts expected');
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, seeded.order.id));
  await t.db.delete(paymentLinks).where(eq(paymentLinks.order_id, seeded.order.id));
  await t.db.update(orders).set({ coupon_code: null }).where(eq(orders.id, seeded.order.id));
  const amounts = {
    discount_paise: 0,
    delivery_charges_paise: 0,
    oda_charges_paise: 0,
    item_quantity: 1,
  };
  await t.db
    .update(carts)
    .set({
      ...amounts,
      price_paise: 2_400_000,
      mrp_paise: 3_000_000,
      item_quantity: 2,
      discount_paise: 100_000,
    })
    .where(eq(carts.id, sofa.id));
  await t.db
    .update(carts)
    .set({
      ...amounts,
      price_paise: 900_000,
      mrp_paise: 900_000,
      delivery_charges_paise: 50_000,
      oda_charges_paise: 50_000,
    })
    .where(eq(carts.id, mattress.id));
  return { order: seeded.order, sofa, mattress };
}

/** A payment link of the order, open until `expiresInHours` from now, paying for `cartIds`. */
async function link(orderId: number, amountPaise: number, cartIds: number[], expiresInHours = 24) {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(paymentLinks)
    .values({
      order_id: orderId,
      link_type: 'other',
      method_id: 2,
      amount_paise: amountPaise,
      transaction_id: `TXN-${orderId}-${amountPaise}-${cartIds.join('-')}-${expiresInHours}`,
      url: 'https://pay.example/link',
      sent_to: '9876543210',
      cart_ids: cartIds,
      expires_at: new Date(now.getTime() + expiresInHours * HOUR),
    })
    .returning();
  if (!row) throw new Error('link: insert returned no row');
  return row;
}

const pay = (
  orderId: number,
  methodId: number,
  amountPaise: number,
  status: 'paid' | 'pending' | 'refunded',
  linkId: number | null = null,
) =>
  t.db.insert(orderPayments).values({
    order_id: orderId,
    method_id: methodId,
    amount_paise: amountPaise,
    status,
    payment_link_id: linkId,
  });

/** A link for one cart that the customer paid through Juspay. */
async function paidLink(orderId: number, amountPaise: number, cartPid: number) {
  const row = await link(orderId, amountPaise, [cartPid]);
  await t.db.update(paymentLinks).set({ status: 'paid' }).where(eq(paymentLinks.id, row.id));
  await pay(orderId, 2, amountPaise, 'paid', row.id);
}

describe('GET /api/billing-details/', () => {
  it("answers an order's bill: payable, paid by mode, open links, due and refunded", async () => {
    const { order, sofa, mattress } = await billedOrder();
    await paidLink(order.id, 50_000, mattress.id);
    await pay(order.id, 5, 1_000_000, 'paid');
    await pay(order.id, 1, 3_800_000, 'pending');
    await pay(order.id, 2, 20_000, 'refunded');
    const open = await link(order.id, 800_000, [sofa.id]);
    await link(order.id, 70_000, [], -1);

    const response = await billing(`order_id=${order.order_random_id.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_random_id: order.order_random_id,
      cart_pid: null,
      items: [
        { cart_pid: sofa.id, item_price: 24_000, item_quantity: 2, discount: 1_000 },
        { cart_pid: mattress.id, item_price: 9_000, delivery_charges: 500 },
      ],
      items_total: 57_000,
      discount: 1_000,
      delivery_charges: 0,
      oda_charges: 500,
      payable: 56_500,
      paid_by_mode: [
        { mode: 'Juspay', amount: 500 },
        { mode: 'Retail Affiliate', amount: 10_000 },
      ],
      paid: 10_500,
      pending_links: [{ transaction_id: open.transaction_id, amount: 8_000 }],
      pending_links_total: 8_000,
      due: 46_000,
      refunded: 200,
    });
  });

  it('answers one cart with the payments made for it and its share of the order-wide ones', async () => {
    const { order, sofa, mattress } = await billedOrder();
    await paidLink(order.id, 50_000, mattress.id);
    await pay(order.id, 5, 1_000_000, 'paid');
    await link(order.id, 800_000, [sofa.id]);

    const body = (await billing(`cart_id=${mattress.id}`)).json();
    // The mattress owes ₹9,500 of the order's ₹56,500: ₹1,681.42 of the ₹10,000 paid for all.
    expect(body).toMatchObject({
      cart_pid: mattress.id,
      items: [{ cart_pid: mattress.id }],
      payable: 9_500,
      paid_by_mode: [
        { mode: 'Juspay', amount: 500 },
        { mode: 'Retail Affiliate', amount: 1_681.42 },
      ],
      paid: 2_181.42,
      pending_links: [],
      due: 7_318.58,
      payment_state: 'partly-paid',
    });
  });

  it("adds the carts' bills up to the order's bill", async () => {
    const { order, sofa, mattress } = await billedOrder();
    await paidLink(order.id, 50_000, mattress.id);
    await pay(order.id, 5, 1_000_001, 'paid');
    await pay(order.id, 2, 20_003, 'refunded');
    await link(order.id, 800_000, [sofa.id]);
    await link(order.id, 70_001, []);

    const whole = (await billing(`order_id=${order.order_random_id}`)).json();
    const carts = [
      (await billing(`cart_id=${sofa.id}`)).json(),
      (await billing(`cart_id=${mattress.id}`)).json(),
    ];
    const paise = (rupees: number) => Math.round(rupees * 100);
    for (const field of ['payable', 'paid', 'refunded', 'pending_links_total', 'due']) {
      const sum = carts.reduce((total, bill) => total + paise(bill[field]), 0);
      expect([field, sum]).toEqual([field, paise(whole[field])]);
    }
    expect(whole.payment_state).toBe('partly-paid');
  });

  it('says unpaid while the only link is open, paid once it is paid', async () => {
    const { order, sofa, mattress } = await billedOrder();
    const open = await link(order.id, 5_650_000, []);
    const unpaid = (await billing(`order_id=${order.order_random_id}`)).json();
    expect(unpaid).toMatchObject({
      paid: 0,
      paid_by_mode: [],
      pending_links: [{ transaction_id: open.transaction_id, amount: 56_500 }],
      due: 56_500,
      payment_state: 'unpaid',
    });
    await t.db.update(paymentLinks).set({ status: 'paid' }).where(eq(paymentLinks.id, open.id));
    await pay(order.id, 2, 5_650_000, 'paid', open.id);
    const paid = (await billing(`order_id=${order.order_random_id}`)).json();
    expect(paid).toMatchObject({
      paid: 56_500,
      paid_by_mode: [{ mode: 'Juspay', amount: 56_500 }],
      pending_links: [],
      due: 0,
      payment_state: 'paid',
    });
    expect((await billing(`cart_id=${sofa.id}`)).json()).toMatchObject({ due: 0, paid: 47_000 });
    expect((await billing(`cart_id=${mattress.id}`)).json()).toMatchObject({ due: 0, paid: 9_500 });
  });

  it('leaves a cancelled cart out of what is payable', async () => {
    const { order, mattress } = await billedOrder();
    await t.db
      .update(carts)
      .set({ orm_order_status: STATUS.CANCELLED })
      .where(eq(carts.id, mattress.id));
    const body = (await billing(`order_id=${order.order_random_id}`)).json();
    expect(body.items).toHaveLength(2);
    expect(body).toMatchObject({ oda_charges: 0, payable: 47_000, due: 47_000 });
  });

  it('answers 404 for an unknown order or cart, and 400 unless exactly one is asked', async () => {
    const unknownOrder = await billing('order_id=ZZZZZZZZ');
    expect(unknownOrder.statusCode).toBe(404);
    expect((await billing('cart_id=2147483647')).statusCode).toBe(404);
    const { order, sofa } = await billedOrder();
    expect((await billing('')).statusCode).toBe(400);
    expect((await billing(`order_id=${order.order_random_id}&cart_id=${sofa.id}`)).statusCode).toBe(
      400,
    );
    expect((await billing('cart_id=0x10')).statusCode).toBe(400);
  });

  it('is forbidden to those who may not open the order page', async () => {
    const { order } = await billedOrder();
    expect((await billing(`order_id=${order.order_random_id}`, 19)).statusCode).toBe(403);
  });
});
