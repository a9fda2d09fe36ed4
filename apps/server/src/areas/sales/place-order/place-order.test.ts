import {
  cartStatusCounts,
  carts,
  coupons,
  customers,
  orderAddresses,
  orderComments,
  orderPayments,
  orders,
  paymentLinks,
} from '@backoffice/db/schema';
import {
  ODA_CHARGE_PER_DOCKET_PAISE,
  type PlaceOrderAnswer,
} from '@backoffice/domain/sales/place-order';
import type { CustomerSearchResponse } from '@backoffice/domain/sales/place-order';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls, settle } from '../../../test/payment-calls';
import {
  address,
  CET_AGENT,
  FINANCE,
  MATTRESS,
  orderBody,
  orderRow,
  PINCODES,
  priceOf,
  PROTECTOR,
  SALES,
} from './place-order.test-support';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const PLACE = '/api/backend-place-order/';
const orderCount = async () => Number((await t.db.select({ n: count() }).from(orders))[0]?.n);
const newOrderCount = async () => {
  const [row] = await t.db
    .select({ n: cartStatusCounts.count })
    .from(cartStatusCounts)
    .where(
      and(
        eq(cartStatusCounts.affiliate_id, 0),
        eq(cartStatusCounts.orm_order_status, 1),
        eq(cartStatusCounts.assigned_login_id, 0),
      ),
    );
  return row?.n ?? 0;
};

describe('POST /api/backend-place-order/', () => {
  it('places an online order for a new customer with two products and a coupon', async () => {
    const body = await orderBody(t, {
      coupon_code: 'festive10',
      comments: 'Customer called for a second mattress',
    });
    const [{ used_count: usedBefore } = { used_count: 0 }] = await t.db
      .select({ used_count: coupons.used_count })
      .from(coupons)
      .where(eq(coupons.code, 'FESTIVE10'));
    const countedBefore = await newOrderCount();

    const response = await call.post(PLACE, SALES, body, { 'Idempotency-Key': 'place-new-1' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PlaceOrderAnswer>();
    expect(answer).toMatchObject({
      success: true,
      message: `Order ${answer.order_random_id} placed`,
      order_page: `/ORDER${answer.order_random_id}`,
      payment_type: 'ONLINE',
      coupon_code: 'FESTIVE10',
      totals: { payable: body.total_payable, gift_card: 0, to_pay: body.total_payable },
      payment_link: {
        type: 'new',
        amount: body.total_payable,
        status: 'pending',
        sent_to: '9812345670',
      },
    });
    // The coupon takes 10% of the price total; lines are totalled at MRP (000 section 3).
    const mattress = await priceOf(t, MATTRESS);
    const protector = await priceOf(t, PROTECTOR);
    const value = mattress.price + 2 * protector.price;
    expect(answer.totals.total).toBeCloseTo(mattress.mrp + 2 * protector.mrp, 2);
    expect(answer.totals.net).toBeCloseTo(value - Math.round(value * 10) / 100, 2);

    const order = await orderRow(t, answer.order_random_id);
    expect(order).toMatchObject({ affiliate_id: 0, payment_type: 'ONLINE', payment_method_id: 2 });
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, order.customer_id));
    expect(customer).toMatchObject({
      name: 'Meera Iyer',
      mobile: '9812345670',
      email: 'meera.iyer@example.in',
    });
    const lines = await t.db
      .select()
      .from(carts)
      .where(eq(carts.order_id, order.id))
      .orderBy(carts.id);
    expect(
      lines.map((c) => [c.item_sku, c.item_quantity, c.orm_order_status, c.price_paise]),
    ).toEqual([
      [MATTRESS, 1, 1, mattress.price * 100],
      [PROTECTOR, 2, 1, protector.price * 100],
    ]);
    expect(lines.every((c) => c.promised_date !== null && c.assigned_login_id === null)).toBe(true);
    const addresses = await t.db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.order_id, order.id));
    expect(addresses).toEqual([
      expect.objectContaining({ kind: 'shipping', city: 'Bengaluru', state: 'Karnataka' }),
    ]);
    expect(await newOrderCount()).toBe(countedBefore + 2);
    const [{ used_count: usedAfter } = { used_count: 0 }] = await t.db
      .select({ used_count: coupons.used_count })
      .from(coupons)
      .where(eq(coupons.code, 'FESTIVE10'));
    expect(usedAfter).toBe(usedBefore + 1);
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id));
    expect(comments[0]?.comment).toContain('Customer called for a second mattress');
    // The payable in en-IN, with paise: '₹13,499.10', never '₹13499.1'.
    expect(comments[0]?.comment).toMatch(/item\(s\), ₹\d{1,3}(,\d{2})*,?\d{3}\.\d{2} payable/);
    const audit = await auditOf(t, 'order', answer.order_random_id);
    expect(audit.map((a) => Object.keys(a.changes as object)[0])).toEqual([
      'order',
      'payment_link',
    ]);
    expect(audit[0]).toMatchObject({
      actor_login_id: SALES,
      reason: 'Customer called for a second mattress',
    });

    // The sandbox marks the link paid: the payment lands on the order.
    const transactionId = answer.payment_link?.transaction_id ?? '';
    expect((await settle(t, transactionId, 'paid')).statusCode).toBe(200);
    const payments = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, order.id));
    expect(payments).toEqual([
      expect.objectContaining({
        status: 'paid',
        amount_paise: Math.round(body.total_payable * 100),
      }),
    ]);
  });

  it('replays the first answer on a retry with the same key: one order', async () => {
    const body = await orderBody(t, { shipping_address: address({ mobile_number: '9812345671' }) });
    const before = await orderCount();
    const first = await call.post(PLACE, CET_AGENT, body, { 'Idempotency-Key': 'retry-key-0001' });
    const again = await call.post(PLACE, CET_AGENT, body, { 'Idempotency-Key': 'retry-key-0001' });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    const other = await call.post(
      PLACE,
      CET_AGENT,
      { ...body, comments: 'another request' },
      { 'Idempotency-Key': 'retry-key-0001' },
    );
    expect(other.statusCode).toBe(422);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a total the server does not reach, and writes nothing', async () => {
    const body = await orderBody(t, { coupon_code: 'FESTIVE10' });
    const before = await orderCount();
    const response = await call.post(PLACE, SALES, {
      ...body,
      total_payable: body.total_payable + 100,
    });
    expect(response.statusCode).toBe(400);
    const { fields, message } = response.json<{
      fields: Record<string, string>;
      message: string;
    }>();
    expect(fields.total_payable).toBe(message);
    expect(message).toMatch(
      /^The order total is ₹[\d,]+\.\d\d, not ₹[\d,]+\.\d\d: prices or charges changed/,
    );
    expect(await orderCount()).toBe(before);
  });

  it('places a COD order: no link, collected on delivery', async () => {
    const body = await orderBody(t, { payment: { payment_type: 'COD' } });
    const response = await call.post(PLACE, SALES, body);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PlaceOrderAnswer>();
    expect(answer.payment_link).toBeNull();
    const order = await orderRow(t, answer.order_random_id);
    expect(order).toMatchObject({ payment_type: 'COD', payment_method_id: 1 });
    expect(
      await t.db.select().from(orderPayments).where(eq(orderPayments.order_id, order.id)),
    ).toEqual([]);
  });

  it('records an online payment with its tracking id (Retail Affiliate), which it requires', async () => {
    const body = await orderBody(t, {
      payment: { payment_type: 'ONLINE', payment_via: 'Retail Affiliate' },
    });
    const missing = await call.post(PLACE, SALES, body);
    expect(missing.json()).toMatchObject({
      fields: { 'payment.payment_tracking_id': 'Required!' },
    });
    const response = await call.post(PLACE, SALES, {
      ...body,
      payment: { ...body.payment, payment_tracking_id: 'RA-778812' },
    });
    const order = await orderRow(t, response.json<PlaceOrderAnswer>().order_random_id);
    expect(order.payment_method_id).toBe(5);
    const [payment] = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, order.id));
    expect(payment).toMatchObject({
      method_id: 5,
      status: 'paid',
      reference: 'RA-778812',
      recorded_by_login_id: SALES,
    });
  });

  it('refuses a via not offered for placing an order', async () => {
    const body = await orderBody(t, {
      payment: {
        payment_type: 'ONLINE',
        payment_via: 'Razorpay Bank Account',
        payment_tracking_id: 'X1',
      },
    });
    const response = await call.post(PLACE, SALES, body);
    expect(response.json()).toMatchObject({
      fields: { 'payment.payment_via': 'This payment via is not offered for placing an order' },
    });
  });

  it('adds the ODA charge out of the delivery area and refuses COD there', async () => {
    const oda = address({ pincode: PINCODES.oda });
    const online = await orderBody(t, { shipping_address: oda });
    const response = await call.post(PLACE, SALES, online);
    const answer = response.json<PlaceOrderAnswer>();
    // Three dockets (one mattress, two protectors), ₹500 each.
    expect(answer.totals.delivery_charges).toBe((3 * ODA_CHARGE_PER_DOCKET_PAISE) / 100);
    const order = await orderRow(t, answer.order_random_id);
    const lines = await t.db
      .select()
      .from(carts)
      .where(eq(carts.order_id, order.id))
      .orderBy(carts.id);
    expect(lines.map((c) => c.delivery_charges_paise)).toEqual([50_000, 100_000]);
    expect(lines.map((c) => c.oda_charges_paise)).toEqual([50_000, 100_000]);

    const cod = await orderBody(t, { shipping_address: oda, payment: { payment_type: 'COD' } });
    expect((await call.post(PLACE, SALES, cod)).json()).toMatchObject({
      fields: { 'payment.payment_type': 'COD is not available at given Pincode' },
    });
  });

  it('refuses an unserviceable pincode with the spec’s message', async () => {
    const body = await orderBody(t, { shipping_address: address({ pincode: PINCODES.notServed }) });
    const response = await call.post(PLACE, SALES, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Pincode is not serviceable',
      fields: { 'shipping_address.pincode': 'Pincode is not serviceable' },
    });
  });

  it('attaches the order to the customer found by mobile, with a separate billing address', async () => {
    const found = await call.get('/api/customer-search/?mobile_number=7000000001', SALES);
    const match = found.json<CustomerSearchResponse>().results[0];
    expect(match).toMatchObject({
      name: 'Tanvi Deshpande',
      last_order_random_id: expect.any(String),
    });
    expect(match?.shipping_address?.pincode).toMatch(/^\d{6}$/);
    const body = await orderBody(t, {
      customer_id: match?.customer_id,
      is_billing_address_same: false,
      billing_address: { firstname: 'Tanvi', address: '9 Lake View Road', pincode: '411001' },
      source_order_random_id: 'NEWORDER',
    });
    const response = await call.post(PLACE, SALES, body);
    expect(response.statusCode).toBe(200);
    const order = await orderRow(t, response.json<PlaceOrderAnswer>().order_random_id);
    expect(order.customer_id).toBe(match?.customer_id);
    expect(order.is_billing_address_same).toBe(false);
    const billing = await t.db
      .select()
      .from(orderAddresses)
      .where(and(eq(orderAddresses.order_id, order.id), eq(orderAddresses.kind, 'billing')));
    expect(billing[0]).toMatchObject({ city: 'Pune', mobile_number: '9812345670' });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id));
    expect(comments[0]?.comment).toContain('Placed from order NEWORDER');
  });

  it('takes a gift card first and asks the rest by link', async () => {
    const body = await orderBody(t, {
      gift_card: { card_number: '4000 1234 5678 9010', pin: '123456' },
    });
    const response = await call.post(PLACE, SALES, body, {
      'Idempotency-Key': 'gift-card-order-1',
    });
    const answer = response.json<PlaceOrderAnswer>();
    expect(answer.totals.gift_card).toBe(5000);
    expect(answer.totals.to_pay).toBeCloseTo(body.total_payable - 5000, 2);
    const [link] = await t.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, answer.payment_link?.transaction_id ?? ''));
    expect(link?.amount_paise).toBe(Math.round((body.total_payable - 5000) * 100));
    const order = await orderRow(t, answer.order_random_id);
    const [gift] = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, order.id));
    expect(gift).toMatchObject({ status: 'paid', amount_paise: 500_000 });
    expect(gift?.reference).toMatch(/^Gift card XXXX XXXX XXXX 9010/);
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', 'Add at least one product'],
    [
      'an unknown item',
      { lines: [{ item_sku: 'NOPE-1', item_quantity: 1 }] },
      'lines.0.item_sku',
      'Item SKU not found',
    ],
    [
      'an item sold out',
      { lines: [{ item_sku: 'SOF-LSHP-6S-BRN', item_quantity: 1 }] },
      'lines.0.item_quantity',
      'Maximum available quantity is 0',
    ],
    ['an unknown customer', { customer_id: 99_999_999 }, 'customer_id', 'Customer not found'],
    [
      'a bad first name',
      { shipping_address: address({ firstname: 'Al' }) },
      'shipping_address.firstname',
      'Minimum of 3 Characters are required!',
    ],
  ])('refuses %s (400 on the field)', async (_what, change, field, message) => {
    const before = await orderCount();
    const response = await call.post(PLACE, SALES, { ...(await orderBody(t)), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('is forbidden to Finance', async () => {
    const response = await call.post(PLACE, FINANCE, await orderBody(t));
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/customer-search/', () => {
  it.each([
    ['98450', 'Invalid Mobile Number!'],
    ['', 'Mobile Number Required!'],
  ])('refuses "%s"', async (mobile, message) => {
    const response = await call.get(`/api/customer-search/?mobile_number=${mobile}`, SALES);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { mobile_number: message } });
  });

  it('answers no one for an unknown number', async () => {
    const response = await call.get('/api/customer-search/?mobile_number=6999999999', SALES);
    expect(response.json()).toEqual({ results: [] });
  });
});
