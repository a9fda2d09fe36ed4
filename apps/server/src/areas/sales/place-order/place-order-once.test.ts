import { customers, orders, paymentLinks } from '@backoffice/db/schema';
import type { PlaceOrderAnswer } from '@backoffice/domain/sales/place-order';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls } from '../../../test/payment-calls';
import { address, orderBody, SALES } from './place-order.test-support';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const PLACE = '/api/backend-place-order/';
const rowsOf = async (table: typeof orders | typeof customers | typeof paymentLinks) =>
  Number((await t.db.select({ n: count() }).from(table))[0]?.n);
const customersOf = (mobile: string) =>
  t.db.select().from(customers).where(eq(customers.mobile, mobile));

describe('placing an order once', () => {
  it('places one order for 20 identical concurrent requests with the same key', async () => {
    const body = await orderBody(t, { shipping_address: address({ mobile_number: '9812300020' }) });
    const ordersBefore = await rowsOf(orders);
    const linksBefore = await rowsOf(paymentLinks);
    const headers = { 'Idempotency-Key': 'place-twenty-times-1' };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call.post(PLACE, SALES, body, headers)),
    );

    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const first = answers[0]?.json<PlaceOrderAnswer>();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await rowsOf(orders)).toBe(ordersBefore + 1);
    expect(await customersOf('9812300020')).toHaveLength(1);
    expect(await rowsOf(paymentLinks)).toBe(linksBefore + 1);
  });

  it('answers 400 naming Idempotency-Key without one, and creates nothing', async () => {
    const body = await orderBody(t, { shipping_address: address({ mobile_number: '9812300021' }) });
    const ordersBefore = await rowsOf(orders);
    const customersBefore = await rowsOf(customers);

    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        t.app.inject({
          method: 'POST',
          url: PLACE,
          headers: bearer(await t.tokenFor(SALES)),
          payload: body,
        }),
      ),
    );

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION',
        fields: {
          'Idempotency-Key': 'Send an Idempotency-Key header: this call changes money or an order',
        },
      });
    }
    expect(await rowsOf(orders)).toBe(ordersBefore);
    expect(await rowsOf(customers)).toBe(customersBefore);
  });

  it('creates one customer for two concurrent placements for the same new mobile', async () => {
    const mobile = '9812300022';
    expect(await customersOf(mobile)).toEqual([]);
    const body = await orderBody(t, { shipping_address: address({ mobile_number: mobile }) });
    const ordersBefore = await rowsOf(orders);

    const [one, two] = await Promise.all([
      call.post(PLACE, SALES, body, { 'Idempotency-Key': 'new-mobile-first-1' }),
      call.post(PLACE, SALES, body, { 'Idempotency-Key': 'new-mobile-second-1' }),
    ]);

    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    const placed = [one, two].map((a) => a?.json<PlaceOrderAnswer>().order_random_id ?? '');
    expect(new Set(placed).size).toBe(2);
    expect(await rowsOf(orders)).toBe(ordersBefore + 2);
    const [customer, ...others] = await customersOf(mobile);
    expect(others).toEqual([]);
    const placedOrders = await t.db
      .select({ customer_id: orders.customer_id })
      .from(orders)
      .where(eq(orders.customer_id, customer?.id ?? 0));
    expect(placedOrders).toHaveLength(2);
  });

  it('gives a placement for a mobile that has a customer to that customer', async () => {
    const [known] = await customersOf('9812300022');
    const body = await orderBody(t, {
      shipping_address: address({ firstname: 'Other', mobile_number: '9812300022' }),
    });
    const placed = await call.post(PLACE, SALES, body);
    expect(placed.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.order_random_id, placed.json<PlaceOrderAnswer>().order_random_id));
    expect(order?.customer_id).toBe(known?.id);
    expect(await customersOf('9812300022')).toHaveLength(1);
  });
});
