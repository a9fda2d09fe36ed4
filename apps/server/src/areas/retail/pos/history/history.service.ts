import { customers, orders, posLines, posOrders } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { CustomerHistoryAnswer } from '@backoffice/domain/retail/pos';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { callerStore } from '../placing/pos-order.queries';

const LISTED = 20;

const EMPTY: CustomerHistoryAnswer = {
  store_visits: 0,
  last_store_visit_date: null,
  last_retail_purchase_date: null,
  last_order_value: 0,
  total_revenue: 0,
  pending_orders: [],
  previous_orders: [],
};

/**
 * GET customer-history (Past Order History): the customer's store visits (days with a POS
 * order), last visit and purchase, last order value, total revenue of placed orders, this store's
 * orders still open, and the placed orders, newest first.
 */
export async function customerHistory(
  ctx: AppContext,
  caller: StaffCaller,
  mobile: string,
): Promise<CustomerHistoryAnswer> {
  const db = ctx.db;
  const store = await callerStore(db, caller);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  if (!customer) return EMPTY;
  const mine = eq(posOrders.customer_id, customer.id);
  const placed = and(
    mine,
    isNotNull(posOrders.placed_order_id),
    eq(posOrders.is_order_cancelled, false),
  );
  const [summary] = await db
    .select({
      visits: sql<number>`count(distinct (${posOrders.created_at} at time zone 'Asia/Kolkata')::date)::int`,
      last_visit: sql<Date | null>`max(${posOrders.created_at})`,
    })
    .from(posOrders)
    .where(mine);
  const [revenue] = await db
    .select({ total: sql<string>`coalesce(sum(${posOrders.final_amount_paise}), 0)` })
    .from(posOrders)
    .where(placed);
  const previous = await db
    .select({
      order_random_id: orders.order_random_id,
      at: posOrders.placed_at,
      created: posOrders.created_at,
      amount: posOrders.final_amount_paise,
    })
    .from(posOrders)
    .innerJoin(orders, eq(orders.id, posOrders.placed_order_id))
    .where(placed)
    .orderBy(desc(posOrders.placed_at))
    .limit(LISTED);
  const pending = await db
    .select({
      order_random_id: posOrders.order_random_id,
      created: posOrders.created_at,
      amount: sql<string>`coalesce(sum(${posLines.item_price_paise} * ${posLines.item_quantity}), 0)`,
    })
    .from(posOrders)
    .leftJoin(posLines, eq(posLines.pos_order_id, posOrders.id))
    .where(
      and(
        mine,
        eq(posOrders.retail_store_id, store),
        isNull(posOrders.placed_order_id),
        eq(posOrders.is_order_cancelled, false),
      ),
    )
    .groupBy(posOrders.id)
    .orderBy(desc(posOrders.created_at))
    .limit(LISTED);
  const last = previous[0];
  return {
    store_visits: summary?.visits ?? 0,
    last_store_visit_date: summary?.last_visit ? new Date(summary.last_visit).toISOString() : null,
    last_retail_purchase_date: last?.at ? last.at.toISOString() : null,
    last_order_value: toWireRupees(last?.amount ?? 0),
    total_revenue: toWireRupees(Number(revenue?.total ?? 0)),
    pending_orders: pending.map((p) => ({
      order_random_id: p.order_random_id,
      create_timestamp: p.created.toISOString(),
      amount: toWireRupees(Number(p.amount)),
    })),
    previous_orders: previous.map((p) => ({
      order_random_id: p.order_random_id,
      create_timestamp: (p.at ?? p.created).toISOString(),
      amount: toWireRupees(p.amount ?? 0),
    })),
  };
}
