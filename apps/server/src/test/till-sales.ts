import {
  catalogueSkus,
  customers,
  pincodes,
  posAddresses,
  posLines,
  posOrders,
  walletEntries,
} from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
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

/** Where a till order ships and whose it is: the served pincode and a new customer unless said. */
export interface TillOrderOptions {
  pincode?: string;
  customer?: { id: number; mobile: string };
}

/** How the rest of a sale is paid, given the rupees left to pay: cash at the store by default. */
export type PaidBy = (payRupees: number) => Record<string, unknown>;

const CASH_AT_STORE: PaidBy = (pay) => ({ cash_received: pay });

/**
 * Till orders of the demo store for the point of sale's tests: POS orders with one line and a
 * shipping address, the placing body the till would send, and POSTs as one submission. `prefix`
 * (four letters, as a POS order id is eight characters) keeps two test files' orders apart.
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

  async function tillOrder(
    quantity: number,
    { pincode = place!.pincode, customer: given }: TillOrderOptions = {},
  ): Promise<TillOrder> {
    serial += 1;
    const [customer] = given
      ? [given]
      : await t.db
          .insert(customers)
          .values({
            name: 'Asha Rao',
            mobile: `96${prefix.length}${String(serial).padStart(7, '0')}`,
          })
          .returning();
    if (!customer) throw new Error('no customer');
    const { mobile } = customer;
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
        pincode,
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

  /**
   * The placing body of a till order, totals as the till shows them (rupees): a cash sale unless
   * `over` says otherwise, its final amount less any `giftcard_amount` in `over`.
   */
  function placing(o: TillOrder, over: Record<string, unknown> = {}) {
    const net = price * o.quantity;
    const gift =
      typeof over['giftcard_amount'] === 'number' ? (over['giftcard_amount'] as number) * 100 : 0;
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
      final_amount: (net - gift) / 100,
      login_id: TILL.agent,
      order_created_by_id: TILL.agent,
      shipping_address: o.addressId,
      ...over,
    };
  }

  /** The placing body of a till order spending `creditPaise` of refund credit, the rest `paidBy`. */
  function placingWithCredit(o: TillOrder, creditPaise: number, paidBy: PaidBy = CASH_AT_STORE) {
    const body = placing(o);
    const pay = body.final_amount - creditPaise / 100;
    return { ...body, wallet_point_b: creditPaise / 100, final_amount: pay, ...paidBy(pay) };
  }

  /** Gives a customer `paise` of refund credit, as Finance's Refund to Wallet does. */
  async function giveCredit(customerId: number, paise: number) {
    await t.db.insert(walletEntries).values({
      customer_id: customerId,
      pot: 'b',
      amount_paise: paise,
      reason: 'Refund credit',
      actor_login_id: TILL.agent,
    });
  }

  /** Pillows enough for an order of ₹6,000 or more, which may spend refund credit. */
  const creditSaleQuantity = Math.ceil(600_000 / price);

  /**
   * Places a new customer's till sale of ₹6,000 or more that spends `creditPaise` of their refund
   * credit, the rest paid as `paidBy` says; answers the order, the till's answer and the rupees paid.
   */
  async function saleWithCredit(creditPaise: number, paidBy: PaidBy = CASH_AT_STORE) {
    const o = await tillOrder(creditSaleQuantity);
    await giveCredit(o.customerId, creditPaise);
    const body = placingWithCredit(o, creditPaise, paidBy);
    const placed = await send(P.placeOrder, TILL.agent, body);
    return { o, placed, pay: body.final_amount };
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

  return {
    price,
    mrp,
    place,
    creditSaleQuantity,
    tillOrder,
    placing,
    placingWithCredit,
    giveCredit,
    saleWithCredit,
    send,
  };
}

/** The till fixtures of one test file. */
export type TillSales = Awaited<ReturnType<typeof tillSales>>;
