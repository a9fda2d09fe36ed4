import { catalogueSkus, pincodes, posAddresses, posOrders } from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';

// Demo store BLR-WHF-02: manager 29, agent 30; BLR-IND-01: agent 15. 2 (an OC agent) holds no retail role.
const AGENT = 30;
const MANAGER = 29;
const OTHER_STORE_AGENT = 15;
const MOBILE = '9811122233';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
let skus: { sku: string; length_in: number; breadth_in: number; height_in: number | null }[];
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  skus = await t.db
    .select({
      sku: catalogueSkus.sku,
      length_in: catalogueSkus.length_in,
      breadth_in: catalogueSkus.breadth_in,
      height_in: catalogueSkus.height_in,
    })
    .from(catalogueSkus)
    .where(eq(catalogueSkus.is_active, true))
    .orderBy(asc(catalogueSkus.id))
    .limit(2);
}, 120_000);
afterAll(() => t.close());

const sizeOf = (s: (typeof skus)[number]) =>
  s.height_in === null
    ? `${s.length_in} x ${s.breadth_in}`
    : `${s.length_in}x${s.breadth_in}x${s.height_in}`;

async function verifiedOrder(loginId = AGENT, mobile = MOBILE): Promise<string> {
  expect((await call.post(P.otpSend, loginId, { mobile_number: mobile })).statusCode).toBe(200);
  const verified = await call.post(P.otpVerify, loginId, {
    mobile_number: mobile,
    otp: mobile.slice(-6),
  });
  expect(verified.json()).toMatchObject({ success: true, message: 'OTP verified successfully' });
  const created = await call.post(P.createOrder, loginId, { mobile_number: mobile });
  expect(created.statusCode).toBe(200);
  return created.json().order_random_id as string;
}

const detail = async (id: string, loginId = AGENT) =>
  (await call.get(P.orderDetail(id), loginId)).json();

describe('OTP', () => {
  it('sends, refuses a wrong code with the spec message and verifies the right one', async () => {
    const sent = await call.post(P.otpSend, AGENT, { mobile_number: '9822233344' });
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent successfully' });
    const wrong = await call.post(P.otpVerify, AGENT, {
      mobile_number: '9822233344',
      otp: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Please provide a valid OTP!');
    const right = await call.post(P.otpVerify, AGENT, {
      mobile_number: '9822233344',
      otp: '233344',
    });
    expect(right.json().message).toBe('OTP verified successfully');
  });

  it('spends the OTP after 5 wrong codes', async () => {
    await call.post(P.otpSend, AGENT, { mobile_number: '9833344455' });
    for (let i = 0; i < 5; i += 1) {
      await call.post(P.otpVerify, AGENT, { mobile_number: '9833344455', otp: '000000' });
    }
    const right = await call.post(P.otpVerify, AGENT, {
      mobile_number: '9833344455',
      otp: '344455',
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().error_code).toBe('retail.pos_otp_attempts');
  });

  it('opens no order for a mobile the store did not verify', async () => {
    const refused = await call.post(P.createOrder, AGENT, { mobile_number: '9844455566' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('mobile_number');
  });

  it('refuses staff without a retail role', async () => {
    expect((await call.post(P.otpSend, 2, { mobile_number: MOBILE })).statusCode).toBe(403);
  });
});

describe('building a POS order', () => {
  it('adds, changes and removes lines, applies a coupon, and the detail totals them', async () => {
    const id = await verifiedOrder();
    const [a, b] = skus;
    if (!a || !b) throw new Error('the demo catalogue has no SKUs');
    let d = await detail(id);
    expect(d.order_detail).toMatchObject({
      order_random_id: id,
      cx_login_mobile_number: MOBILE,
      final_amount: 0,
    });

    const added = await call.post(P.addProduct, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      item_sku: a.sku,
      item_dimensions: sizeOf(a),
      item_quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const second = await call.post(P.addProduct, AGENT, {
      order_random_id: id,
      version: added.json().version,
      item_sku: b.sku,
      item_dimensions: sizeOf(b),
      item_quantity: 1,
      is_instant_invoice: 1,
      batch_number: '1001,1002',
    });
    expect(second.statusCode).toBe(200);
    d = await detail(id);
    expect(d.order_detail.cart_detail).toHaveLength(2);
    expect(d.order_detail.cart_detail[1]).toMatchObject({
      is_instant_invoice: 1,
      batch_number: '1001,1002',
    });

    const stale = await call.post(P.changeQuantity, AGENT, {
      order_random_id: id,
      version: 1,
      temp_cart_id: d.order_detail.cart_detail[0].id,
      item_quantity: 3,
    });
    expect(stale.statusCode).toBe(409);
    const tooMany = await call.post(P.changeQuantity, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      temp_cart_id: d.order_detail.cart_detail[0].id,
      item_quantity: 101,
    });
    expect(tooMany.statusCode).toBe(400);
    const qty = await call.post(P.changeQuantity, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      temp_cart_id: d.order_detail.cart_detail[0].id,
      item_quantity: 3,
    });
    expect(qty.statusCode).toBe(200);

    const coupon = await call.post(P.applyCoupon, AGENT, {
      order_random_id: id,
      version: qty.json().version,
      coupon_code: 'flat500',
    });
    expect(coupon.statusCode).toBe(200);
    d = await detail(id);
    const o = d.order_detail;
    expect(o.coupon_code).toBe('FLAT500');
    expect(d.coupon_detail).toMatchObject({ coupon_code: 'FLAT500', discount: 500 });
    expect(o.total_net_price).toBeCloseTo(o.total_net_mrp - o.total_net_discount, 2);
    expect(o.final_amount).toBeCloseTo(o.total_net_price + o.total_delivery_charges, 2);

    const unchecked = await call.post(P.uncheckInstantPickup, AGENT, {
      order_random_id: id,
      version: o.version,
      temp_cart_id: o.cart_detail[1].id,
      instant_pickup: false,
    });
    expect(unchecked.statusCode).toBe(200);
    const removed = await call.post(P.removeProduct, AGENT, {
      order_random_id: id,
      version: unchecked.json().version,
      temp_cart_id: o.cart_detail[1].id,
    });
    expect(removed.statusCode).toBe(200);
    d = await detail(id);
    expect(d.order_detail.cart_detail).toHaveLength(1);
    expect(d.order_detail.cart_detail[0]).toMatchObject({ item_quantity: 3 });
  });

  it('refuses an unknown coupon with its reason', async () => {
    const id = await verifiedOrder(AGENT, '9855566677');
    const d = await detail(id);
    const refused = await call.post(P.applyCoupon, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      coupon_code: 'NOSUCH',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('coupon_code');
  });

  it("keeps another store's agent out of the order", async () => {
    const id = await verifiedOrder(AGENT, '9866677788');
    expect((await call.get(P.orderDetail(id), OTHER_STORE_AGENT)).statusCode).toBe(403);
    expect((await call.get(P.orderDetail(id), MANAGER)).statusCode).toBe(200);
  });

  it('refuses edits once a payment type is set', async () => {
    const id = await verifiedOrder(AGENT, '9877788899');
    await t.db
      .update(posOrders)
      .set({ payment_type: 'ONLINE' })
      .where(eq(posOrders.order_random_id, id));
    const d = await detail(id);
    const [a] = skus;
    const refused = await call.post(P.addProduct, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      item_sku: a?.sku,
      item_dimensions: a ? sizeOf(a) : '',
      item_quantity: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_code).toBe('retail.pos_read_only');
  });

  it('offers delivery modes at a served address and takes the one chosen at its charges', async () => {
    const id = await verifiedOrder(AGENT, '9888899900');
    const [place] = await t.db
      .select()
      .from(pincodes)
      .where(and(eq(pincodes.serviceable, true), eq(pincodes.oda, false)))
      .limit(1);
    const order = (await t.db.select().from(posOrders).where(eq(posOrders.order_random_id, id)))[0];
    if (!place || !order) throw new Error('no serviceable pincode');
    const [address] = await t.db
      .insert(posAddresses)
      .values({
        customer_id: order.customer_id,
        firstname: 'Asha',
        email_address: 'asha@example.com',
        mobile_number: '9888899900',
        address: '12 MG Road',
        landmark: 'Near the park',
        pincode: place.pincode,
        city: place.city,
        state: place.state,
      })
      .returning();
    await t.db
      .update(posOrders)
      .set({ shipping_address_id: address?.id })
      .where(eq(posOrders.id, order.id));
    const [a] = skus;
    let d = await detail(id);
    await call.post(P.addProduct, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      item_sku: a?.sku,
      item_dimensions: a ? sizeOf(a) : '',
      item_quantity: 1,
    });
    d = await detail(id);
    const line = d.order_detail.cart_detail[0];
    expect(line.docket_data.available_modes.length).toBeGreaterThan(0);
    const standard = line.docket_data.available_modes.find(
      (m: { delivery_type_id: number }) => m.delivery_type_id === 4,
    );
    const wrong = await call.post(P.changeDeliveryMode, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      temp_cart_id: line.id,
      delivery_mode: 4,
      delivery_charges: standard.delivery_charges + 1,
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await call.post(P.changeDeliveryMode, AGENT, {
      order_random_id: id,
      version: d.order_detail.version,
      temp_cart_id: line.id,
      delivery_mode: 4,
      delivery_charges: standard.delivery_charges,
    });
    expect(changed.statusCode).toBe(200);
    expect((await detail(id)).order_detail.cart_detail[0].delivery_mode).toBe(4);
  });

  it('adds a product once per Idempotency-Key: a retry answers the first answer', async () => {
    const id = await verifiedOrder(AGENT, '9899900011');
    const [a] = skus;
    if (!a) throw new Error('no SKU');
    const payload = {
      order_random_id: id,
      version: (await detail(id)).order_detail.version,
      item_sku: a.sku,
      item_dimensions: sizeOf(a),
      item_quantity: 1,
    };
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: P.addProduct,
        headers: { ...bearer(await t.tokenFor(AGENT)), 'idempotency-key': `add-${id}` },
        payload,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await detail(id)).order_detail.cart_detail).toHaveLength(1);
  });
});
