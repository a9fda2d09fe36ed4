import { cartModifications, carts, orderComments, orderPayments } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import type { OrderHistoryEntry } from '@backoffice/domain/orders';
import type {
  BackendOrderResponse,
  EditCartAnswer,
  PlaceOrderAnswer,
  TEditCartRequestInput,
} from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls, settle } from '../../../test/payment-calls';
import {
  address,
  CET_AGENT,
  FINANCE,
  MATTRESS,
  orderBody,
  orderRow,
  priceOf,
  PROTECTOR,
  SALES,
  WIDER_MATTRESS,
} from './place-order.test-support';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
let mobile = 9_800_000_000;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

/** Places an order through the API and answers its carts (mattress first, then protectors). */
async function placed(paymentType: 'COD' | 'ONLINE') {
  const body = await orderBody(t, {
    shipping_address: address({ mobile_number: String((mobile += 1)) }),
    payment:
      paymentType === 'COD'
        ? { payment_type: 'COD' }
        : { payment_type: 'ONLINE', payment_via: 'Juspay' },
  });
  const answer = (
    await call.post('/api/backend-place-order/', SALES, body)
  ).json<PlaceOrderAnswer>();
  const order = await orderRow(t, answer.order_random_id);
  const rows = await t.db
    .select()
    .from(carts)
    .where(eq(carts.order_id, order.id))
    .orderBy(carts.id);
  const [mattress, protector] = rows;
  if (!mattress || !protector) throw new Error('no carts');
  return { order, mattress, protector };
}

const cartOf = async (id: number) => (await t.db.select().from(carts).where(eq(carts.id, id)))[0];
const modificationsOf = (cartId: number) =>
  t.db.select().from(cartModifications).where(eq(cartModifications.cart_id, cartId));
const differencePaise = async (from: string, to: string, fromQty = 1, toQty = 1) =>
  Math.round((await priceOf(t, to)).price * 100) * toQty -
  Math.round((await priceOf(t, from)).price * 100) * fromQty;

const EDIT = '/api/editcart/';
const edit = (
  cart: { id: number; version: number },
  overrides: Partial<TEditCartRequestInput>,
) => ({
  affiliate_id: 0,
  cart_pid: cart.id,
  version: cart.version,
  item_sku: WIDER_MATTRESS,
  item_quantity: 1,
  diff_amount: 0,
  extra_or_refund: 'none' as const,
  comments: 'Customer wants a wider mattress',
  ...overrides,
});

describe('GET /api/backend-order/', () => {
  it('answers the cart to edit with its order, vias and modifications', async () => {
    const { order, mattress } = await placed('ONLINE');
    const response = await call.get(
      `/api/backend-order/?affiliate_id=0&cart_id=${mattress.id}`,
      CET_AGENT,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<BackendOrderResponse>()).toMatchObject({
      order_random_id: order.order_random_id,
      payment_type: 'ONLINE',
      customer_name: 'Meera Iyer',
      shipping_pincode: '560025',
      cart: { cart_pid: mattress.id, item_sku: MATTRESS, version: 1, orm_order_status: 1 },
      editable: true,
      refusal: null,
      payment_vias: ['Juspay'],
      modifications: [],
    });
  });

  it('does not find a cart under another channel, and is forbidden to Finance', async () => {
    const { mattress } = await placed('COD');
    expect(
      (await call.get(`/api/backend-order/?affiliate_id=1&cart_id=${mattress.id}`, SALES))
        .statusCode,
    ).toBe(404);
    expect(
      (await call.get(`/api/backend-order/?affiliate_id=0&cart_id=${mattress.id}`, FINANCE))
        .statusCode,
    ).toBe(403);
  });

  it('says why an invoiced cart cannot be modified', async () => {
    const seeded = await seedOrder(t.db, { affiliate_id: 0, carts: [{ status: 5 }] });
    const cart = seeded.carts[0];
    const answer = (
      await call.get(`/api/backend-order/?affiliate_id=0&cart_id=${cart?.id}`, SALES)
    ).json<BackendOrderResponse>();
    expect(answer).toMatchObject({
      editable: false,
      refusal: 'A cart in Invoiced cannot be modified',
    });
  });
});

describe('POST /api/editcart/', () => {
  it('changes the dimensions of an online order’s cart and collects the difference by link', async () => {
    const { order, mattress } = await placed('ONLINE');
    const diff = await differencePaise(MATTRESS, WIDER_MATTRESS);
    const request = edit(mattress, {
      diff_amount: diff / 100,
      extra_or_refund: 'extra',
      payments: [{ id: 5, amount: 500 }],
      payment: { payment_type: 'ONLINE', payment_via: 'Juspay' },
    });
    const response = await call.post(EDIT, SALES, request, {
      'Idempotency-Key': 'edit-dimensions-1',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<EditCartAnswer>();
    expect(answer).toMatchObject({
      message: 'Cart modified: Payment Link Sent Successfully!',
      version: 2,
      modification: {
        addon_item_sku: WIDER_MATTRESS,
        addon_dimensions: '72 x 48 x 6 in',
        addon_reason: 1,
        addon_reason_label: 'Dimensions Change',
        addon_payment_extra_or_refund: 'extra',
        addon_effective_price: (diff + 50_000) / 100,
        addon_extra_payment_status: 'pending',
        before: { item_sku: MATTRESS, item_quantity: 1 },
      },
      payment_link: { type: 'other', amount: (diff + 50_000) / 100, cart_pids: [mattress.id] },
    });
    const cart = await cartOf(mattress.id);
    expect(cart).toMatchObject({
      item_sku: WIDER_MATTRESS,
      item_dimensions: '72 x 48 x 6 in',
      price_paise: mattress.price_paise + diff,
      shipment_not_possible: true,
      shipment_stop_reason: 1,
      version: 2,
    });

    // A retry answers the same and changes nothing more.
    const again = await call.post(EDIT, SALES, request, { 'Idempotency-Key': 'edit-dimensions-1' });
    expect(again.json()).toEqual(answer);
    expect(await modificationsOf(mattress.id)).toHaveLength(1);

    // In the order's history and comments.
    const history = (
      await call.get(`/api/list-of-modified-orders/${order.order_random_id}/`, SALES)
    ).json<{
      results: OrderHistoryEntry[];
    }>();
    expect(JSON.stringify(history.results)).toContain('"modification"');
    const [comment] = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.cart_id, mattress.id));
    expect(comment?.comment).toMatch(
      /^Cart modified \(Dimensions Change\): MAT-ORTHO-72x36x6 x 1 -> MAT-ORTHO-72x48x6 x 1; extra payment of ₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2} asked by payment link/,
    );

    // The customer pays the link: the modification is paid, the shipment block lifted.
    expect((await settle(t, answer.payment_link?.transaction_id ?? '', 'paid')).statusCode).toBe(
      200,
    );
    expect((await modificationsOf(mattress.id))[0]?.payment_status).toBe('paid');
    expect(await cartOf(mattress.id)).toMatchObject({
      shipment_not_possible: false,
      shipment_stop_reason: null,
      version: 3,
    });
  });

  it('changes the quantity of a COD order’s cart: collected on delivery, no block', async () => {
    const { order, protector } = await placed('COD');
    const diff = await differencePaise(PROTECTOR, PROTECTOR, 2, 3);
    const response = await call.post(
      EDIT,
      SALES,
      edit(protector, {
        item_sku: PROTECTOR,
        item_quantity: 3,
        diff_amount: diff / 100,
        extra_or_refund: 'extra',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<EditCartAnswer>()).toMatchObject({
      payment_link: null,
      modification: {
        addon_reason: 4,
        addon_extra_payment_status: 'collect_on_delivery',
        addon_payment_type: 'COD',
      },
    });
    expect(await cartOf(protector.id)).toMatchObject({
      item_quantity: 3,
      docket_quantity: 3,
      shipment_not_possible: false,
    });
    expect(
      await t.db.select().from(orderPayments).where(eq(orderPayments.order_id, order.id)),
    ).toEqual([]);
  });

  it('records the refund of a cheaper change on an online order', async () => {
    const { protector } = await placed('ONLINE');
    const diff = await differencePaise(PROTECTOR, PROTECTOR, 2, 1);
    const response = await call.post(
      EDIT,
      SALES,
      edit(protector, {
        item_sku: PROTECTOR,
        item_quantity: 1,
        diff_amount: -diff / 100,
        extra_or_refund: 'refund',
      }),
    );
    expect(response.json<EditCartAnswer>().modification).toMatchObject({
      addon_payment_extra_or_refund: 'refund',
      addon_effective_price: -diff / 100,
      addon_extra_payment_status: 'refund_due',
    });
  });

  it('refuses a stale cart with 409 and changes nothing', async () => {
    const { mattress } = await placed('ONLINE');
    const diff = await differencePaise(MATTRESS, WIDER_MATTRESS);
    const response = await call.post(
      EDIT,
      SALES,
      edit(
        { id: mattress.id, version: mattress.version + 1 },
        {
          diff_amount: diff / 100,
          extra_or_refund: 'extra',
          payment: { payment_type: 'ONLINE', payment_via: 'Juspay' },
        },
      ),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This record was changed by someone else. Reload and try again.',
    });
    expect(await cartOf(mattress.id)).toMatchObject({ item_sku: MATTRESS, version: 1 });
  });

  it.each([
    [
      'a difference that no longer holds',
      'ONLINE',
      { diff_amount: 1, extra_or_refund: 'extra' },
      'diff_amount',
      /^The price difference is now ₹[\d,.]+ extra/,
    ],
    [
      'an online order’s extra without a payment',
      'ONLINE',
      'diff',
      'payment.payment_type',
      /^Payment Type is Required!$/,
    ],
    [
      'a COD order’s extra asked online',
      'COD',
      'diff+online',
      'payment.payment_type',
      /^The order is cash on delivery/,
    ],
    ['nothing to change', 'COD', { item_sku: MATTRESS }, 'item_sku', /^Nothing to change/],
    ['an unknown item', 'COD', { item_sku: 'NOPE-2' }, 'item_sku', /^Item SKU not found$/],
    ['no comment', 'COD', { comments: ' ' }, 'comments', /^Comment is Required!$/],
  ] as const)('refuses %s', async (_what, type, change, field, message) => {
    const { mattress } = await placed(type);
    const diff = (await differencePaise(MATTRESS, WIDER_MATTRESS)) / 100;
    const overrides =
      change === 'diff'
        ? { diff_amount: diff, extra_or_refund: 'extra' as const }
        : change === 'diff+online'
          ? {
              diff_amount: diff,
              extra_or_refund: 'extra' as const,
              payment: { payment_type: 'ONLINE' as const, payment_via: 'Juspay' },
            }
          : change;
    const response = await call.post(EDIT, SALES, edit(mattress, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toMatch(message);
    expect(await modificationsOf(mattress.id)).toEqual([]);
  });

  it('refuses a cart past invoicing', async () => {
    const seeded = await seedOrder(t.db, { affiliate_id: 0, carts: [{ status: 6 }] });
    const cart = seeded.carts[0];
    if (!cart) throw new Error('no cart');
    const response = await call.post(EDIT, SALES, edit(cart, { item_sku: WIDER_MATTRESS }));
    expect(response.json()).toMatchObject({
      fields: { cart_pid: 'A cart in Docketed cannot be modified' },
    });
  });

  it('is forbidden to Finance', async () => {
    const { mattress } = await placed('COD');
    expect((await call.post(EDIT, FINANCE, edit(mattress, {}))).statusCode).toBe(403);
  });
});
