import { carts, pincodes } from '@backoffice/db/schema';
import {
  estimatedDelivery,
  ODA_CHARGE_PER_DOCKET_PAISE,
  type PlaceOrderAnswer,
} from '@backoffice/domain/sales/place-order';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { paymentCalls } from '../../../test/payment-calls';
import { address, orderBody, orderRow, SALES } from './place-order.test-support';

// The demo directory: Jaipur charges ₹499 a unit below ₹20,000 of items, Chandigarh ₹199 below
// ₹10,000; both promise delivery in 7 days. The default lines (a ₹11,999 mattress and two ₹1,199
// protectors) come to ₹14,397 in three dockets.
const JAIPUR = '302005';
const CHANDIGARH = '160005';

let t: TestApp;
let call: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymentCalls(t);
});
afterAll(() => t.close());

const place = async (pincode: string, paymentType: 'COD' | 'ONLINE' = 'ONLINE') => {
  const body = await orderBody(t, {
    shipping_address: address({ pincode }),
    payment:
      paymentType === 'COD'
        ? { payment_type: 'COD' }
        : { payment_type: 'ONLINE', payment_via: 'Juspay' },
  });
  return call.post('/api/backend-place-order/', SALES, body);
};

/** The order page's bill (GET /api/billing-details/), rupees. */
const billOf = async (orderRandomId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/billing-details/?order_id=${orderRandomId}`,
    headers: bearer(await t.tokenFor(SALES)),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ delivery_charges: number; oda_charges: number; payable: number }>();
};

const cartsOf = async (orderRandomId: string) => {
  const order = await orderRow(t, orderRandomId);
  return t.db.select().from(carts).where(eq(carts.order_id, order.id)).orderBy(asc(carts.id));
};

describe('placing an order at a pincode of the directory', () => {
  it('charges the pincode’s delivery price per unit and promises its EDD days', async () => {
    const response = await place(JAIPUR);
    expect(response.statusCode).toBe(200);
    const answer = response.json<PlaceOrderAnswer>();
    expect(answer.totals.delivery_charges).toBe(3 * 499);
    const lines = await cartsOf(answer.order_random_id);
    expect(lines.map((c) => c.delivery_charges_paise)).toEqual([49_900, 99_800]);
    const promised = estimatedDelivery({ edd_days: 7 }, t.clock.now());
    expect(lines.map((c) => c.promised_date)).toEqual([promised, promised]);
    expect(lines.map((c) => c.oda_charges_paise)).toEqual([0, 0]);
    expect(await billOf(answer.order_random_id)).toMatchObject({
      delivery_charges: 3 * 499,
      oda_charges: 0,
    });
  });

  it('bills a priced pincode out of the delivery area its delivery and ODA charges apart', async () => {
    await t.db.update(pincodes).set({ oda: true }).where(eq(pincodes.pincode, JAIPUR));
    const response = await place(JAIPUR);
    await t.db.update(pincodes).set({ oda: false }).where(eq(pincodes.pincode, JAIPUR));
    expect(response.statusCode).toBe(200);
    const answer = response.json<PlaceOrderAnswer>();
    const oda = (3 * ODA_CHARGE_PER_DOCKET_PAISE) / 100;
    expect(answer.totals.delivery_charges).toBe(3 * 499 + oda);
    const lines = await cartsOf(answer.order_random_id);
    expect(lines.map((c) => c.delivery_charges_paise)).toEqual([99_900, 199_800]);
    expect(lines.map((c) => c.oda_charges_paise)).toEqual([50_000, 100_000]);
    expect(await billOf(answer.order_random_id)).toMatchObject({
      delivery_charges: 3 * 499,
      oda_charges: oda,
      payable: 14_397 + 3 * 499 + oda,
    });
  });

  it('delivers free once the items reach the pincode’s free-delivery value', async () => {
    const answer = (await place(CHANDIGARH)).json<PlaceOrderAnswer>();
    expect(answer.totals.delivery_charges).toBe(0);
    const lines = await cartsOf(answer.order_random_id);
    expect(lines.map((c) => c.delivery_charges_paise)).toEqual([0, 0]);
  });

  it('refuses cash on delivery where the directory says the couriers do not collect cash', async () => {
    await t.db.update(pincodes).set({ cod_available: false }).where(eq(pincodes.pincode, '560041'));
    const response = await place('560041', 'COD');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { 'payment.payment_type': 'COD is not available at given Pincode' },
    });
    expect((await place('560041')).statusCode).toBe(200);
  });
});
