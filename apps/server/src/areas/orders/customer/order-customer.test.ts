import { orderAddresses, orders } from '@backoffice/db/schema';
import { PINCODE_DIRECTORY, seedOrder, seedPincodes, type SeededOrder } from '@backoffice/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGst } from '../../../integrations/gst/gst.sandbox';
import { auditOf, callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const gst = createSandboxGst();
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { gst } });
  await seedPincodes(t.db);
  call = callsAs(t);
});
afterAll(() => t.close());

const BENGALURU = PINCODE_DIRECTORY.find((p) => p.pincode === '560034');
const anOrder = (paymentType: 'COD' | 'ONLINE' = 'COD') =>
  seedOrder(t.db, { carts: [{ status: 2 }], payment_type: paymentType, pincode: BENGALURU });

const SHIPPING = {
  firstname: 'Asha',
  lastname: 'Rao',
  alias: 'Home',
  email_address: 'asha.rao@example.com',
  mobile_number: '9845012345',
  alternate_mobile_number: '9845098450',
  address: '12, 4th Cross, Bandra West',
  landmark: 'Near the station',
  pincode: '400050',
  gst_number: '29AAGCB7383J1Z4',
  gst_organization: 'Sai Comforts Private Limited',
};
const BILLING = {
  firstname: 'Sai Comforts',
  lastname: '',
  address: '88 MG Road',
  pincode: '560001',
};

const edit = (seeded: SeededOrder, over: object = {}, loginId = 2) =>
  call.post('/api/edit-customer/', loginId, {
    order_random_id: seeded.order.order_random_id.toLowerCase(),
    version: seeded.order.version,
    shipping_address: SHIPPING,
    is_billing_address_same: true,
    ...over,
  });

/** The order row and its addresses: what a refused edit must leave as it was. */
const stateOf = async (seeded: SeededOrder) => ({
  order: (await t.db.select().from(orders).where(eq(orders.id, seeded.order.id)))[0],
  addresses: await t.db
    .select()
    .from(orderAddresses)
    .where(eq(orderAddresses.order_id, seeded.order.id))
    .orderBy(orderAddresses.id),
  audit: await auditOf(t, 'order', seeded.order.order_random_id),
});

describe('POST /api/edit-customer/', () => {
  it('saves the addresses with city and state from the directory, audits them and answers the order', async () => {
    const seeded = await anOrder();
    const response = await edit(seeded, {
      is_billing_address_same: false,
      billing_address: BILLING,
    });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    const { alias, ...shown } = SHIPPING;
    expect(details).toMatchObject({
      order_random_id: seeded.order.order_random_id,
      version: seeded.order.version + 1,
      is_billing_address_same: false,
      shipping_address: { ...shown, city: 'Mumbai', state: 'Maharashtra' },
      billing_address: {
        ...BILLING,
        landmark: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        mobile_number: SHIPPING.mobile_number,
      },
    });
    // The order page shows no alias; the address keeps it.
    const stored = (await stateOf(seeded)).addresses.find((a) => a.kind === 'shipping');
    expect(stored?.alias).toBe(alias);
    const [audit] = await auditOf(t, 'order', seeded.order.order_random_id);
    expect(audit).toMatchObject({ actor_login_id: 2, reason: 'Customer address edited' });
    expect(audit?.changes).toMatchObject({
      'shipping_address.city': { before: 'Bengaluru', after: 'Mumbai' },
      'shipping_address.gst_number': { before: null, after: SHIPPING.gst_number },
      'billing_address.address': { before: null, after: BILLING.address },
      is_billing_address_same: { before: true, after: false },
    });

    // Back to "same as shipping": the billing address goes, the unchanged GST is not asked again.
    gst.setDown(true);
    try {
      const again = await edit({ ...seeded, order: { ...seeded.order, version: details.version } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ billing_address: null, is_billing_address_same: true });
    } finally {
      gst.setDown(false);
    }
    expect((await stateOf(seeded)).addresses.map((a) => a.kind)).toEqual(['shipping']);
  });

  it.each([
    [
      { shipping_address: { ...SHIPPING, firstname: 'As' } },
      'shipping_address.firstname',
      'Minimum of 3 Characters are required!',
    ],
    [
      { shipping_address: { ...SHIPPING, firstname: 'Asha1' } },
      'shipping_address.firstname',
      'Only letters and spaces are allowed',
    ],
    [
      { shipping_address: { ...SHIPPING, email_address: 'asha@' } },
      'shipping_address.email_address',
      'Invalid Email Id!',
    ],
    [
      { shipping_address: { ...SHIPPING, mobile_number: '98450' } },
      'shipping_address.mobile_number',
      'Invalid Mobile Number!',
    ],
    [
      { shipping_address: { ...SHIPPING, alternate_mobile_number: '9845012345' } },
      'shipping_address.alternate_mobile_number',
      'Alternate Mobile Number should differ from the Mobile Number!',
    ],
    [
      { shipping_address: { ...SHIPPING, address: '12' } },
      'shipping_address.address',
      'Invalid Address!',
    ],
    [
      { shipping_address: { ...SHIPPING, landmark: '' } },
      'shipping_address.landmark',
      'Landmark is Required!',
    ],
    [
      { shipping_address: { ...SHIPPING, pincode: '4000' } },
      'shipping_address.pincode',
      'Invalid Pin Code!',
    ],
    [
      { shipping_address: { ...SHIPPING, gst_number: '29AAGCB7383J1X4' } },
      'shipping_address.gst_number',
      'Invalid GST number!',
    ],
    [
      { shipping_address: { ...SHIPPING, gst_organization: '' } },
      'shipping_address.gst_organization',
      'GST Organization is Required!',
    ],
    [{ is_billing_address_same: false }, 'billing_address', 'Billing Address is Required!'],
    [
      { shipping_address: { ...SHIPPING, pincode: '999999' } },
      'shipping_address.pincode',
      'Invalid Pin Code!',
    ],
    [
      { shipping_address: { ...SHIPPING, pincode: '744101' } },
      'shipping_address.pincode',
      'COD is not available at given Pincode',
    ],
    [
      { is_billing_address_same: false, billing_address: { ...BILLING, pincode: '999999' } },
      'billing_address.pincode',
      'Invalid Pin Code!',
    ],
    [
      { shipping_address: { ...SHIPPING, gst_number: '29AAGCB7383J9ZW' } },
      'shipping_address.gst_number',
      'Inactive/ Invalid GST Number',
    ],
  ])('%#: refuses %j on %s and changes nothing', async (over, field, message) => {
    const seeded = await anOrder();
    const before = await stateOf(seeded);
    const response = await edit(seeded, over);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      error: message,
      fields: { [field]: message },
    });
    expect(await stateOf(seeded)).toEqual(before);
  });

  it('says Online is not available for an online order to an unserved pincode', async () => {
    const response = await edit(await anOrder('ONLINE'), {
      shipping_address: { ...SHIPPING, pincode: '194101' },
    });
    expect(response.json()).toMatchObject({ error: 'Online is not available at given Pincode!' });
  });

  it('answers 409 to a stale version and 404 to an unknown order, changing nothing', async () => {
    const seeded = await anOrder();
    const before = await stateOf(seeded);
    const stale = await edit({
      ...seeded,
      order: { ...seeded.order, version: seeded.order.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE' });
    const unknown = await edit({
      ...seeded,
      order: { ...seeded.order, order_random_id: 'ZZZZ9999' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Order not found');
    expect(await stateOf(seeded)).toEqual(before);
  });

  it('answers 503 when a new GST number cannot be verified, changing nothing', async () => {
    const seeded = await anOrder();
    const before = await stateOf(seeded);
    gst.setDown(true);
    try {
      const response = await edit(seeded);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('GST verification is unavailable. Try again later.');
    } finally {
      gst.setDown(false);
    }
    expect(await stateOf(seeded)).toEqual(before);
  });

  it('is forbidden to roles that do not work orders, whatever the body', async () => {
    const seeded = await anOrder();
    const before = await stateOf(seeded);
    expect((await edit(seeded, {}, 7)).statusCode).toBe(403);
    expect((await call.post('/api/edit-customer/', 7, {})).statusCode).toBe(403);
    expect(await stateOf(seeded)).toEqual(before);
  });
});
