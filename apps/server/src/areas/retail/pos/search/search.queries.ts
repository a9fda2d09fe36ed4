import type { Database } from '@backoffice/db';
import {
  coupons,
  customers,
  orders,
  posLines,
  posOrders,
  retailMembers,
} from '@backoffice/db/schema';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';

/** The store the caller works at as an active member, or null. */
export async function callerStore(db: Database, loginId: number): Promise<string | null> {
  const [row] = await db
    .select({ store: retailMembers.retail_store_id })
    .from(retailMembers)
    .where(and(eq(retailMembers.login_id, loginId), eq(retailMembers.is_active, true)));
  return row?.store ?? null;
}

/** Which orders: a store's, created in [from, to), optionally one customer's text. */
export interface RetailOrderFilter {
  store: string;
  from: Date;
  to: Date;
  /** A mobile, alternate mobile or PTR id, matched whole. */
  text: string | null;
}

function whereOf(filter: RetailOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(posOrders.retail_store_id, filter.store),
    gte(posOrders.created_at, filter.from),
    lt(posOrders.created_at, filter.to),
  ];
  if (filter.text !== null) {
    conditions.push(
      or(
        eq(posOrders.mobile_number, filter.text),
        eq(customers.mobile, filter.text),
        eq(customers.alternate_mobile, filter.text),
        eq(posOrders.ptr_id, filter.text),
      ),
    );
  }
  return and(...conditions);
}

const orderColumns = {
  id: posOrders.id,
  order_random_id: posOrders.order_random_id,
  placed_by_login_id: posOrders.placed_by_login_id,
  coupon_code: posOrders.coupon_code,
  bank_offer_saving_paise: posOrders.bank_offer_saving_paise,
  wallet_a_paise: posOrders.wallet_a_paise,
  wallet_b_paise: posOrders.wallet_b_paise,
  giftcard_paise: posOrders.giftcard_paise,
  final_amount_paise: posOrders.final_amount_paise,
  payment_type: posOrders.payment_type,
  is_order_created: posOrders.is_order_created,
  is_order_cancelled: posOrders.is_order_cancelled,
  ptr_id: posOrders.ptr_id,
  created_at: posOrders.created_at,
  placed_order_random_id: orders.order_random_id,
};

export type RetailOrderRecord = Awaited<ReturnType<typeof retailOrderPage>>[number];

/** One page of the filter's orders, newest first. */
export function retailOrderPage(
  db: Database,
  filter: RetailOrderFilter,
  offset: number,
  limit: number,
) {
  return db
    .select(orderColumns)
    .from(posOrders)
    .innerJoin(customers, eq(customers.id, posOrders.customer_id))
    .leftJoin(orders, eq(orders.id, posOrders.placed_order_id))
    .where(whereOf(filter))
    .orderBy(desc(posOrders.created_at), desc(posOrders.id))
    .limit(limit)
    .offset(offset);
}

/** How many orders the filter holds. */
export async function retailOrderCount(db: Database, filter: RetailOrderFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posOrders)
    .innerJoin(customers, eq(customers.id, posOrders.customer_id))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

/** The lines of these orders, in the order they were added. */
export function linesOf(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: posLines.id,
      pos_order_id: posLines.pos_order_id,
      item_sku: posLines.item_sku,
      item_quantity: posLines.item_quantity,
      item_price_paise: posLines.item_price_paise,
      item_mrp_paise: posLines.item_mrp_paise,
      delivery_charges_paise: posLines.delivery_charges_paise,
    })
    .from(posLines)
    .where(inArray(posLines.pos_order_id, [...orderIds]))
    .orderBy(asc(posLines.id));
}

/** What a coupon takes off an order. */
export type CouponDiscountTerms = Pick<
  typeof coupons.$inferSelect,
  'code' | 'discount_kind' | 'value' | 'max_discount_paise'
>;

/** The discount terms of these coupons, by code. */
export async function couponTermsOf(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, CouponDiscountTerms>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      code: coupons.code,
      discount_kind: coupons.discount_kind,
      value: coupons.value,
      max_discount_paise: coupons.max_discount_paise,
    })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row]));
}
