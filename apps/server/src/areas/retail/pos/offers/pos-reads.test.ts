import {
  catalogueSkus,
  pincodes,
  posDevices,
  posOfferBins,
  posOffers,
} from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Demo store BLR-WHF-02: manager 29, agent 30.
const AGENT = 30;
const STORE = 'BLR-WHF-02';
const MOBILE = '9700011122';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
let orderId: string;
let version: number;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  await t.db.insert(posDevices).values({ retail_store_id: STORE, device_number: 'TEST-POS-1' });
  const [offer] = await t.db
    .insert(posOffers)
    .values({
      offer_type: 'bank_offer',
      offer_key: 'TESTBANK10',
      starts_at: new Date('2000-01-01T00:00:00Z'),
      bank_code: 'TESTBANK',
      discount_basis_points: 1_000,
      ends_at: new Date('2099-01-01T00:00:00Z'),
      terms: { title: 'Test bank offer', content: ['Valid till {end_date}.'] },
    })
    .returning();
  if (!offer) throw new Error('no offer');
  await t.db
    .insert(posOfferBins)
    .values({ offer_id: offer.id, card_type: 'CREDIT', bin_from: 411111, bin_to: 411199 });
  await call.post(P.otpSend, AGENT, { mobile_number: MOBILE });
  await call.post(P.otpVerify, AGENT, { mobile_number: MOBILE, otp: MOBILE.slice(-6) });
  orderId = (await call.post(P.createOrder, AGENT, { mobile_number: MOBILE })).json()
    .order_random_id;
  version = (await call.get(P.orderDetail(orderId), AGENT)).json().order_detail.version;
}, 120_000);
afterAll(() => t.close());

describe('offers, payment modes and agents', () => {
  it('lists live offers with their BINs and the end date filled in the terms', async () => {
    const offers = (await call.get(P.allOffers, AGENT)).json().data;
    const bank = offers.find(
      (o: { bank_config: { offer_key: string } | null }) =>
        o.bank_config?.offer_key === 'TESTBANK10',
    );
    expect(bank).toMatchObject({ bank_config: { bin: { CREDIT: ['411111-411199'], DEBIT: [] } } });
    expect(bank.terms.content[0]).not.toContain('{end_date}');
    expect((await call.get(P.activeOffers(orderId), AGENT)).statusCode).toBe(200);
  });

  it("offers every mode with the store's devices, the default first", async () => {
    const modes = (await call.get(P.paymentModes(orderId), AGENT)).json();
    expect(modes.payment_modes.map((m: { id: number }) => m.id)).toEqual([
      -1, -2, -3, -5, 1, 6, 10, 20,
    ]);
    const devices = modes.pos_machine_details as {
      device_number: string;
      is_default_device: boolean;
    }[];
    expect(devices.map((d) => d.device_number)).toContain('TEST-POS-1');
    if (devices.some((d) => d.is_default_device)) expect(devices[0]?.is_default_device).toBe(true);
  });

  it("names the store's staff for 'Select Agent'", async () => {
    const agents = (await call.get(P.agentMembers(orderId), AGENT)).json().data;
    expect(agents.map((a: { login_id: number }) => a.login_id)).toEqual(
      expect.arrayContaining([29, 30]),
    );
  });
});

describe('products, addresses and history', () => {
  it('searches by SKU and by name, and looks a price up', async () => {
    const [sku] = await t.db.select().from(catalogueSkus).orderBy(asc(catalogueSkus.id)).limit(1);
    if (!sku) throw new Error('no SKU');
    const bySku = await call.get(
      `${P.productSearch}?search_term=${sku.sku.slice(0, 4)}&search_by_item_sku=1`,
      AGENT,
    );
    expect(bySku.json().result.length).toBeGreaterThan(0);
    expect((await call.get(`${P.productSearch}?search_term=a`, AGENT)).statusCode).toBe(400);
    const price = await call.get(`${P.itemPrice}?item_sku=${sku.sku}&item_quantity=1`, AGENT);
    expect(price.json().item_price).toEqual({
      price: sku.price_paise / 100,
      mrp: sku.mrp_paise / 100,
    });
  });

  it('adds an address (selected), refuses a bad one, selects and deletes', async () => {
    const [place] = await t.db
      .select()
      .from(pincodes)
      .where(and(eq(pincodes.serviceable, true), eq(pincodes.oda, false)))
      .limit(1);
    if (!place) throw new Error('no pincode');
    const address = {
      firstname: 'Ravi',
      lastname: 'Kumar',
      email_address: 'ravi@example.com',
      mobile_number: MOBILE,
      address: '4 Church Street',
      landmark: 'Opposite the bank',
      pincode: place.pincode,
    };
    const bad = await call.post(P.addressAction, AGENT, {
      order_random_id: orderId,
      version,
      address_edit: 1,
      shipping_address: { ...address, firstname: 'Ra' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Minimum of 3 Characters are required!');
    const added = await call.post(P.addressAction, AGENT, {
      order_random_id: orderId,
      version,
      address_edit: 1,
      shipping_address: address,
    });
    expect(added.statusCode).toBe(200);
    let d = (await call.get(P.orderDetail(orderId), AGENT)).json();
    expect(d.user_addresses).toHaveLength(1);
    expect(d.user_addresses[0]).toMatchObject({
      is_selected: true,
      shipping_address_details: { city: place.city },
    });
    expect(d.order_detail).toMatchObject({ cx_firstname: 'Ravi', pincode: place.pincode });
    const addressId = d.user_addresses[0].shipping_address_details.address_id;
    const deleted = await call.post(P.deleteAddress, AGENT, {
      order_random_id: orderId,
      version: d.order_detail.version,
      address_id: addressId,
    });
    expect(deleted.statusCode).toBe(200);
    d = (await call.get(P.orderDetail(orderId), AGENT)).json();
    expect(d.user_addresses).toEqual([]);
    expect(d.order_detail.pincode).toBeNull();
    version = d.order_detail.version;
  });

  it("tells the customer's history: a visit today, the open order", async () => {
    const history = (await call.get(`${P.customerHistory}?mobile_number=${MOBILE}`, AGENT)).json();
    expect(history).toMatchObject({ store_visits: 1, total_revenue: 0 });
    expect(
      history.pending_orders.map((o: { order_random_id: string }) => o.order_random_id),
    ).toContain(orderId);
    const nobody = (await call.get(`${P.customerHistory}?mobile_number=9000000001`, AGENT)).json();
    expect(nobody.store_visits).toBe(0);
  });
});
