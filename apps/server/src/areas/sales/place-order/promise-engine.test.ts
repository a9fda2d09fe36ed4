import type { PromiseEngineResponse } from '@backoffice/domain/sales/place-order';
import { KNOWN_ORDERS } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls } from '../../../test/payment-calls';
import { FINANCE, MATTRESS, PINCODES, PROTECTOR, SALES } from './place-order.test-support';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const lines = [
  { item_sku: MATTRESS, item_quantity: 1 },
  { item_sku: PROTECTOR, item_quantity: 2 },
];
const promise = (pincode: string, carts = lines) =>
  call.post('/api/promise-engine/', SALES, { pincode, carts });

describe('POST /api/promise-engine/', () => {
  it('promises free delivery by COD or online inside the delivery area', async () => {
    const response = await promise(PINCODES.served);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PromiseEngineResponse>();
    expect(answer).toMatchObject({
      city: 'Bengaluru',
      delivery_possible: true,
      cod_serviceable: true,
      is_oda_location: false,
      available_modes: ['COD', 'ONLINE'],
      message: null,
      total_delivery_charges: 0,
      total_payable: 0,
    });
    expect(answer.cart_details[1]).toMatchObject({
      cart_pid: null,
      item_sku: PROTECTOR,
      docket_quantity: 2,
      delivery_charges: 0,
      delivery_charges_status: 'PAID',
      cod_delivery_possible: true,
      cod_edd: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });

  it('charges ₹500 a docket out of the delivery area, online only', async () => {
    const answer = (await promise(PINCODES.oda)).json<PromiseEngineResponse>();
    expect(answer).toMatchObject({
      is_oda_location: true,
      cod_serviceable: false,
      available_modes: ['ONLINE'],
      message:
        'Out of the delivery area: ODA charges of ₹500.00 a docket apply, online payment only',
      total_delivery_charges: 1500,
      total_payable: 1500,
    });
    expect(
      answer.cart_details.map((d) => [d.online_oda_charges, d.delivery_charges_status]),
    ).toEqual([
      [500, 'PENDING'],
      [1000, 'PENDING'],
    ]);
    expect(answer.cart_details[0]?.cod_edd).toBeNull();
  });

  it('says an unserviceable pincode is not serviceable', async () => {
    const answer = (await promise(PINCODES.notServed)).json<PromiseEngineResponse>();
    expect(answer).toMatchObject({
      delivery_possible: false,
      available_modes: [],
      message: 'Pincode is not serviceable',
    });
  });

  it('answers a pincode alone (no lines yet)', async () => {
    const answer = (await promise(PINCODES.served, [])).json<PromiseEngineResponse>();
    expect(answer).toMatchObject({ delivery_possible: true, cart_details: [] });
  });

  it.each([
    ['a pincode not in the directory', '999999', lines, 'pincode', 'Invalid Pin Code!'],
    ['a malformed pincode', '56001', lines, 'pincode', 'Invalid Pin Code!'],
    [
      'an unknown item',
      PINCODES.served,
      [{ item_sku: 'NOPE', item_quantity: 1 }],
      'carts.0.item_sku',
      'Item SKU not found',
    ],
  ])('refuses %s', async (_what, pincode, carts, field, message) => {
    const response = await promise(pincode, carts);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });

  it('is forbidden to Finance', async () => {
    const response = await call.post('/api/promise-engine/', FINANCE, { pincode: PINCODES.served });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/order/address-modification-service-check/', () => {
  const check = (pincode: string) =>
    call.post('/api/order/address-modification-service-check/', SALES, {
      order_random_id: KNOWN_ORDERS.newOrder.order_random_id.toLowerCase(),
      pincode,
    });

  it('answers the order’s carts: nothing more to pay inside the delivery area', async () => {
    const answer = (await check(PINCODES.served)).json<PromiseEngineResponse>();
    expect(answer.cart_details).toHaveLength(1);
    expect(answer.cart_details[0]).toMatchObject({
      cart_pid: expect.any(Number),
      delivery_charges_status: 'PAID',
    });
    expect(answer.total_payable).toBe(0);
  });

  it('asks the ODA charge a move out of the delivery area would add', async () => {
    const answer = (await check(PINCODES.oda)).json<PromiseEngineResponse>();
    expect(answer.cart_details[0]?.delivery_charges_status).toBe('PENDING');
    expect(answer.total_payable).toBeGreaterThanOrEqual(500);
    expect(answer.cod_serviceable).toBe(false);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await call.post('/api/order/address-modification-service-check/', SALES, {
      order_random_id: 'ZZZZZZZZ',
      pincode: PINCODES.served,
    });
    expect(response.statusCode).toBe(404);
  });
});
