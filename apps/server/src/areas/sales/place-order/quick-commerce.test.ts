import type { PlaceOrderAnswer } from '@backoffice/domain/sales/place-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls } from '../../../test/payment-calls';
import { address, MATTRESS, orderBody, orderRow, SALES } from './place-order.test-support';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

// The demo's Quick Commerce Manager and Agent (README, "Demo accounts").
const QC_MANAGER = 23;
const QC_AGENT = 24;
const LIST = '/api/affiliates/quick-commerce/';
const ORDERS = '/api/affiliates/quick-commerce/orders/';
const PILLOW = 'PIL-MEMF-STD';

/** A bulk pillow order for a dark store, with the screen's total worked out. */
const bulkOrder = (affiliate_id: number, item_quantity: number, mobile = '9812300161') =>
  orderBody(t, {
    affiliate_id,
    shipping_address: address({ mobile_number: mobile }),
    lines: [{ item_sku: PILLOW, item_quantity }],
    payment: { payment_type: 'COD' },
  });

describe('GET /api/affiliates/quick-commerce/', () => {
  it('lists the quick-commerce channels for the quick-commerce roles', async () => {
    const response = await call.get(LIST, QC_AGENT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: [
        { affiliate_id: 15, name: 'Blinkit', order_type: 'quick_commerce_15_bulk' },
        { affiliate_id: 16, name: 'Zepto', order_type: 'quick_commerce_16_bulk' },
        { affiliate_id: 17, name: 'Instamart', order_type: 'quick_commerce_17_bulk' },
      ],
    });
  });

  it('refuses everyone else', async () => {
    expect((await call.get(LIST, SALES)).statusCode).toBe(403);
  });
});

describe('POST /api/affiliates/quick-commerce/orders/', () => {
  it('places a bulk order on the channel, once per Idempotency-Key', async () => {
    const body = await bulkOrder(16, 120);
    const headers = { 'Idempotency-Key': 'quick-commerce-bulk-1' };
    const first = await call.post(ORDERS, QC_MANAGER, body, headers);
    expect(first.statusCode).toBe(200);
    const answer = first.json<PlaceOrderAnswer>();
    const replay = await call.post(ORDERS, QC_MANAGER, body, headers);
    expect(replay.json()).toEqual(answer);
    const order = await orderRow(t, answer.order_random_id);
    expect(order.affiliate_id).toBe(16);
  });

  it('refuses a channel that is not quick commerce', async () => {
    const response = await call.post(ORDERS, QC_AGENT, await bulkOrder(0, 10, '9812300162'));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose a quick-commerce channel (15, 16 or 17)');
  });

  it('refuses a quantity above the stock with the picker’s message', async () => {
    const body = { ...(await bulkOrder(15, 10, '9812300163')), total_payable: 1 };
    const response = await call.post(ORDERS, QC_AGENT, {
      ...body,
      lines: [{ item_sku: MATTRESS, item_quantity: 9_999 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/Maximum available quantity is \d+/);
  });

  it('refuses a typed quantity that is not a whole number', async () => {
    const body = await bulkOrder(15, 10, '9812300164');
    const response = await call.post(ORDERS, QC_AGENT, {
      ...body,
      lines: [{ item_sku: PILLOW, item_quantity: 2.5 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Quantity must be a number');
  });

  it('refuses a Sales user (the channel list’s roles only)', async () => {
    const response = await call.post(ORDERS, SALES, await bulkOrder(17, 10, '9812300165'));
    expect(response.statusCode).toBe(403);
  });
});
