import {
  catalogueSkus,
  customers,
  pincodes,
  posAddresses,
  posLines,
  posOrders,
  walletEntries,
  type CustomerRow,
} from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onPostgres, RACE_ROUNDS } from '../../../../test/on-postgres';
import { asSubmission } from '../../../../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';

// Demo store BLR-WHF-02 and its agent.
const STORE = 'BLR-WHF-02';
const AGENT = 30;
const SKU = 'PIL-MEMF-STD';
const ORDERS = 10;
const CREDIT_PAISE = 50_000;

let t: TestApp;
let price: number;
let mrp: number;
let pincode: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  const [sku] = await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, SKU));
  if (!sku) throw new Error('no demo SKU');
  price = sku.price_paise;
  mrp = sku.mrp_paise;
  const [place] = await t.db
    .select()
    .from(pincodes)
    .where(and(eq(pincodes.serviceable, true), eq(pincodes.oda, false)))
    .limit(1);
  if (!place) throw new Error('no served pincode');
  pincode = place.pincode;
}, 120_000);
afterAll(() => t?.close());

/** A till order of the customer for ₹6,000 or more of pillows, with their shipping address. */
async function tillOrderOf(customer: CustomerRow) {
  serial += 1;
  const [address] = await t.db
    .insert(posAddresses)
    .values({
      customer_id: customer.id,
      firstname: 'Asha',
      lastname: 'Rao',
      email_address: 'asha@example.in',
      mobile_number: customer.mobile,
      address: '12 Residency Road',
      landmark: 'Near the park',
      pincode,
      city: 'Bengaluru',
      state: 'Karnataka',
    })
    .returning();
  const id = `WRACE${String(serial).padStart(3, '0')}`;
  const [order] = await t.db
    .insert(posOrders)
    .values({
      order_random_id: id,
      retail_store_id: STORE,
      customer_id: customer.id,
      mobile_number: customer.mobile,
      created_by_login_id: AGENT,
      shipping_address_id: address!.id,
    })
    .returning();
  const quantity = Math.ceil(600_000 / price);
  const [line] = await t.db
    .insert(posLines)
    .values({
      pos_order_id: order!.id,
      item_sku: SKU,
      item_dimensions: 'Standard',
      product: 'Pillow',
      item_quantity: quantity,
      item_price_paise: price,
      item_mrp_paise: mrp,
    })
    .returning();
  const net = price * quantity;
  return {
    order_random_id: id,
    version: order!.version,
    AllowedPaymentMode: -5,
    neft_track_id: `NEFT-RACE-${serial}`,
    wallet_point_b: CREDIT_PAISE / 100,
    coupon_code: '',
    carts: [line!.id],
    totals: {
      total_net_mrp: (mrp * quantity) / 100,
      total_net_discount: ((mrp - price) * quantity) / 100,
      total_net_price: net / 100,
      total_delivery_charges: 0,
    },
    final_amount: (net - CREDIT_PAISE) / 100,
    login_id: AGENT,
    order_created_by_id: AGENT,
    shipping_address: address!.id,
  };
}

onPostgres('10 till orders of one customer spending the same wallet credit at once', () => {
  it('place one, refuse the others with 400 or 409, never 500, and debit the credit once', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const [customer] = await t.db
        .insert(customers)
        .values({ name: 'Asha Rao', mobile: `96100${String(round).padStart(5, '0')}` })
        .returning();
      await t.db.insert(walletEntries).values({
        customer_id: customer!.id,
        pot: 'b',
        amount_paise: CREDIT_PAISE,
        reason: 'Refund credit',
        actor_login_id: AGENT,
      });
      const bodies = [];
      for (let n = 0; n < ORDERS; n += 1) bodies.push(await tillOrderOf(customer!));
      const token = await t.tokenFor(AGENT);
      const answers = await Promise.all(
        bodies.map((payload) =>
          t.app.inject({
            method: 'POST',
            url: P.placeOrder,
            headers: { ...bearer(token), ...asSubmission() },
            payload,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s !== 200 && s !== 400 && s !== 409),
        statuses.join(),
      ).toEqual([]);
      const entries = await t.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.customer_id, customer!.id));
      expect(entries.reduce((sum, e) => sum + e.amount_paise, 0)).toBe(0);
    }
  });
});
