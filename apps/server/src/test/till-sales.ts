import {
  catalogueSkus,
  customers,
  pincodes,
  posAddresses,
  posLines,
  posOrders,
} from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { asSubmission } from './submission-key';
import { bearer, type TestApp } from './test-app';

/** The demo store the till fixtures sell at (manager 29, agent 30) and the pillow they sell. */
export const TILL = { store: 'BLR-WHF-02', agent: 30, manager: 29, sku: 'PIL-MEMF-STD' } as const;

/** A till order as the fixtures build it: one line of `quantity` pillows and an address. */
export interface TillOrder {
  id: string;
  version: number;
  lineId: number;
  addressId: number;
  customerId: number;
  quantity: number;
}

/**
 * Till orders of the demo store for the point of sale's tests: POS orders with one line and a
 * shipping address, the placing body the till would send, and POSTs as one submission. `prefix`
 * keeps the POS order ids of two test files apart.
 */
export async function tillSales(t: TestApp, prefix: string) {
  const [sku] = await t.db.select().from(catalogueSkus).where(eq(catalogueSkus.sku, TILL.sku));
  if (!sku) throw new Error('no demo SKU');
  const [place] = await t.db
    .select()
    .from(pincodes)
    .where(
      and(
        eq(pincodes.serviceable, true),
        eq(pincodes.oda, false),
        eq(pincodes.cod_available, true),
      ),
    )
    .limit(1);
  if (!place) throw new Error('no served pincode');
  const { price_paise: price, mrp_paise: mrp } = sku;
  let serial = 0;

  async function tillOrder(quantity: number): Promise<TillOrder> {
    serial += 1;
    const mobile = `96${prefix.length}${String(serial).padStart(7, '0')}`;
    const [customer] = await t.db
      .insert(customers)
      .values({ name: 'Asha Rao', mobile })
      .returning();
    if (!customer) throw new Error('no customer');
    const [address] = await t.db
      .insert(posAddresses)
      .values({
        customer_id: customer.id,
        firstname: 'Asha',
        lastname: 'Rao',
        email_address: 'asha@example.in',
        mobile_number: mobile,
        address: '12 Residency Road',
        landmark: 'Near the park',
        pincode: place!.pincode,
        city: 'Bengaluru',
        state: 'Karnataka',
      })
      .returning();
    const id = `${prefix}${String(serial).padStart(4, '0')}`;
    const [order] = await t.db
      .insert(posOrders)
      .values({
        order_random_id: id,
        retail_store_id: TILL.store,
        customer_id: customer.id,
        mobile_number: mobile,
        created_by_login_id: TILL.agent,
        shipping_address_id: address!.id,
      })
      .returning();
    const [line] = await t.db
      .insert(posLines)
      .values({
        pos_order_id: order!.id,
        item_sku: TILL.sku,
        item_dimensions: 'Standard',
        product: 'Pillow',
        item_quantity: quantity,
        item_price_paise: price,
        item_mrp_paise: mrp,
      })
      .returning();
    return {
      id,
      version: order!.version,
      lineId: line!.id,
      addressId: address!.id,
      customerId: customer.id,
      quantity,
    };
  }

  /** The placing body of a till order, a cash sale unless `over` says otherwise (rupees). */
  function placing(o: TillOrder, over: Record<string, unknown> = {}) {
    const net = price * o.quantity;
    return {
      order_random_id: o.id,
      version: o.version,
      AllowedPaymentMode: -1,
      coupon_code: '',
      carts: [o.lineId],
      totals: {
        total_net_mrp: (mrp * o.quantity) / 100,
        total_net_discount: ((mrp - price) * o.quantity) / 100,
        total_net_price: net / 100,
        total_delivery_charges: 0,
      },
      final_amount: net / 100,
      login_id: TILL.agent,
      order_created_by_id: TILL.agent,
      shipping_address: o.addressId,
      ...over,
    };
  }

  /** A POST as one submission (with `key` as its Idempotency-Key when given). */
  async function send(url: string, loginId: number, payload: unknown, key?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(await t.tokenFor(loginId)),
        ...asSubmission(key ? { 'idempotency-key': key } : {}),
      },
      payload: payload as object,
    });
  }

  return { price, mrp, tillOrder, placing, send };
}
