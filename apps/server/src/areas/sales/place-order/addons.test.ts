import {
  cartModifications,
  carts,
  orderComments,
  outboxMessages,
  paymentLinks,
} from '@backoffice/db/schema';
import type {
  AddonStatusResponse,
  CancelAddonAnswer,
  EditCartAnswer,
  PlaceOrderAnswer,
} from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls, settle } from '../../../test/payment-calls';
import {
  address,
  CET_AGENT,
  FINANCE,
  MATTRESS,
  orderBody,
  orderRow,
  priceOf,
  SALES,
  WIDER_MATTRESS,
} from './place-order.test-support';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
let mobile = 9_810_000_000;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

/** Demo Npl login: may not open orders. */
const NPL = 19;
const STATUS_OF = (id: number | string) => `/api/backend-addon-order-status/?temp_addon_id=${id}`;
const CANCEL = '/api/cancel-backend-addon/';

/**
 * An order whose mattress was changed to a wider one. Online, the difference is asked by an
 * `other` payment link and the cart is blocked for shipment until it is paid; COD, it is
 * collected on delivery.
 */
async function changedAddon(paymentType: 'COD' | 'ONLINE') {
  const payment =
    paymentType === 'COD'
      ? { payment_type: 'COD' as const }
      : { payment_type: 'ONLINE' as const, payment_via: 'Juspay' };
  const body = await orderBody(t, {
    shipping_address: address({ mobile_number: String((mobile += 1)) }),
    payment,
  });
  const placed = (
    await call.post('/api/backend-place-order/', SALES, body)
  ).json<PlaceOrderAnswer>();
  // The customer pays the order's own link: what is owed later is the change alone.
  if (placed.payment_link) await settle(t, placed.payment_link.transaction_id, 'paid');
  const order = await orderRow(t, placed.order_random_id);
  const [mattress] = await t.db
    .select()
    .from(carts)
    .where(eq(carts.order_id, order.id))
    .orderBy(carts.id);
  if (!mattress) throw new Error('no cart');
  const diff =
    Math.round((await priceOf(t, WIDER_MATTRESS)).price * 100) -
    Math.round((await priceOf(t, MATTRESS)).price * 100);
  const edited = await call.post('/api/editcart/', SALES, {
    affiliate_id: 0,
    cart_pid: mattress.id,
    version: mattress.version,
    item_sku: WIDER_MATTRESS,
    item_quantity: 1,
    diff_amount: diff / 100,
    extra_or_refund: 'extra',
    payment: paymentType === 'COD' ? null : payment,
    comments: 'Customer wants a wider mattress',
  });
  expect(edited.statusCode).toBe(200);
  const answer = edited.json<EditCartAnswer>();
  return {
    order,
    cart: mattress,
    answer,
    diff,
    transactionId: answer.payment_link?.transaction_id ?? '',
  };
}

const pendingAddon = () => changedAddon('ONLINE');

const cancel = (addon: { id: number; version: number }, comments = 'Customer keeps the old size') =>
  call.post(CANCEL, CET_AGENT, { temp_addon_id: addon.id, comments, version: addon.version });

const cartOf = async (id: number) => (await t.db.select().from(carts).where(eq(carts.id, id)))[0];
const addonRow = async (id: number) =>
  (await t.db.select().from(cartModifications).where(eq(cartModifications.id, id)))[0];

describe('GET /api/backend-addon-order-status/', () => {
  it('answers an add-on’s balance, payment status and link to whoever may open the order', async () => {
    const { order, cart, answer, diff, transactionId } = await pendingAddon();
    const response = await call.get(STATUS_OF(answer.modification.id), CET_AGENT);
    expect(response.statusCode).toBe(200);
    const status = response.json<AddonStatusResponse>();
    expect(status).toEqual({
      temp_addon_id: answer.modification.id,
      order_random_id: order.order_random_id,
      affiliate_id: 0,
      cart_pid: cart.id,
      amount: diff / 100,
      extra_or_refund: 'extra',
      payment_type: 'ONLINE',
      payment_via: 'Juspay',
      payment_status: 'pending',
      payment_status_label: 'Awaiting payment',
      payment_link: {
        transaction_id: transactionId,
        status: 'pending',
        expires_at: answer.payment_link?.expires_at,
      },
      version: 1,
    });
    // Finance may open orders too.
    expect((await call.get(STATUS_OF(answer.modification.id), FINANCE)).statusCode).toBe(200);
  });

  it('is forbidden to Npl, 404 for an unknown add-on and 400 for an id that is not a number', async () => {
    const { answer } = await pendingAddon();
    expect((await call.get(STATUS_OF(answer.modification.id), NPL)).statusCode).toBe(403);
    const unknown = await call.get(STATUS_OF(2_000_000_000), CET_AGENT);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Add-on not found' });
    for (const id of ['abc', '0', '-1', '1e1', '0x10']) {
      expect((await call.get(STATUS_OF(id), CET_AGENT)).statusCode, id).toBe(400);
    }
    expect((await call.get('/api/backend-addon-order-status/', CET_AGENT)).statusCode).toBe(400);
  });
});

describe('POST /api/cancel-backend-addon/', () => {
  it('cancels the link here and at the provider, marks the add-on cancelled and releases the cart', async () => {
    const { order, cart, answer, diff, transactionId } = await pendingAddon();
    expect(await cartOf(cart.id)).toMatchObject({ shipment_not_possible: true });
    const response = await cancel(answer.modification);
    expect(response.statusCode).toBe(200);
    expect(response.json<CancelAddonAnswer>()).toMatchObject({
      success: true,
      message: 'Add-on payment cancelled',
      addon: {
        temp_addon_id: answer.modification.id,
        payment_status: 'cancelled',
        payment_status_label: 'Payment cancelled',
        payment_link: { transaction_id: transactionId, status: 'cancelled' },
        version: 2,
      },
    });
    const [link] = await t.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, transactionId));
    expect(link).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Customer keeps the old size',
      cancelled_by_login_id: CET_AGENT,
    });
    const [queued] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupe_key, `payment-link-cancel:${transactionId}`));
    expect(queued).toMatchObject({
      kind: 'payment-link.cancel',
      payload: { transaction_id: transactionId },
    });
    expect(await addonRow(answer.modification.id)).toMatchObject({
      payment_status: 'cancelled',
      version: 2,
    });
    // The cart keeps its new item and may ship again.
    expect(await cartOf(cart.id)).toMatchObject({
      item_sku: WIDER_MATTRESS,
      shipment_not_possible: false,
      shipment_stop_reason: null,
    });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id));
    expect(comments.map((c) => c.comment)).toContain(
      `Add-on ${answer.modification.id} payment cancelled: Customer keeps the old size`,
    );
    // A later payment through the cancelled link changes nothing.
    expect((await settle(t, transactionId, 'paid')).json()).toMatchObject({ status: 'cancelled' });
    expect((await addonRow(answer.modification.id))?.payment_status).toBe('cancelled');

    // The difference is still owed: a `new` link asks the order for it.
    const owed = await call.post('/api/send-payment-link/', CET_AGENT, {
      order_random_id: order.order_random_id,
      type: 'new',
    });
    expect(owed.json()).toMatchObject({ link: { type: 'new', amount: diff / 100 } });

    // Cancelling again is refused.
    const again = await cancel({ id: answer.modification.id, version: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'This add-on payment is already cancelled',
      fields: { temp_addon_id: 'This add-on payment is already cancelled' },
    });
  });

  it('refuses a paid add-on and changes nothing', async () => {
    const { answer, transactionId } = await pendingAddon();
    expect((await settle(t, transactionId, 'paid')).statusCode).toBe(200);
    const paid = await addonRow(answer.modification.id);
    expect(paid?.payment_status).toBe('paid');
    const refused = await cancel({ id: answer.modification.id, version: paid?.version ?? 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'This add-on is already paid: its payment cannot be cancelled',
    });
    expect((await addonRow(answer.modification.id))?.payment_status).toBe('paid');
  });

  it('refuses a stale version with 409 and keeps the link', async () => {
    const { answer, transactionId } = await pendingAddon();
    const stale = await cancel({ id: answer.modification.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'This record was changed by someone else. Reload and try again.',
    });
    const [link] = await t.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, transactionId));
    expect(link?.status).toBe('pending');
  });

  it('needs an Idempotency-Key, a reason and an add-on id, and is forbidden to Finance', async () => {
    const { answer } = await pendingAddon();
    const body = { temp_addon_id: answer.modification.id, comments: 'No', version: 1 };
    const keyless = await t.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: bearer(await t.tokenFor(CET_AGENT)),
      payload: body,
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ fields: { 'Idempotency-Key': expect.any(String) } });

    const noReason = await call.post(CANCEL, CET_AGENT, { ...body, comments: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fields: { comments: 'Reason is Required!' } });
    const tooLong = await call.post(CANCEL, CET_AGENT, { ...body, comments: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const badId = await call.post(CANCEL, CET_AGENT, { ...body, temp_addon_id: '12' });
    expect(badId.json()).toMatchObject({ fields: { temp_addon_id: 'Add-on not found' } });
    expect(
      (await call.post(CANCEL, CET_AGENT, { ...body, temp_addon_id: 2_000_000_000 })).statusCode,
    ).toBe(404);
    expect((await call.post(CANCEL, FINANCE, body)).statusCode).toBe(403);
    expect((await addonRow(answer.modification.id))?.payment_status).toBe('pending');
  });

  it('refuses an add-on that awaits no payment: a COD order’s change is collected on delivery', async () => {
    const { answer } = await changedAddon('COD');
    expect(answer.modification.addon_extra_payment_status).toBe('collect_on_delivery');
    const refused = await cancel(answer.modification);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Only an add-on awaiting payment can be cancelled',
    });
  });
});
