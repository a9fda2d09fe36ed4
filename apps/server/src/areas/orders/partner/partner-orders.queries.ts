import { STATUS } from '@backoffice/domain/orders';
import type { Database } from '@backoffice/db';
import { carts, customers, orders } from '@backoffice/db/schema';
import { and, asc, countDistinct, desc, eq, inArray, max } from 'drizzle-orm';

/**
 * One page of a partner channel's orders with a cart in New Order, newest first, read from the
 * carts' status index (status, channel, created_at).
 */
export async function pendingPartnerOrders(
  db: Database,
  q: { affiliateId: number; orderRandomId: string | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(carts.orm_order_status, STATUS.NEW_ORDER),
    eq(carts.affiliate_id, q.affiliateId),
    q.orderRandomId
      ? inArray(
          carts.order_id,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.order_random_id, q.orderRandomId)),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: countDistinct(carts.order_id) })
    .from(carts)
    .where(where);
  const page = await db
    .select({ order_id: carts.order_id, newest: max(carts.created_at) })
    .from(carts)
    .where(where)
    .groupBy(carts.order_id)
    .orderBy(desc(max(carts.created_at)), desc(carts.order_id))
    .limit(q.limit)
    .offset(q.offset);
  const ids = page.map((p) => p.order_id);
  if (ids.length === 0) return { count: Number(total?.n ?? 0), orders: [], carts: [] };
  const heads = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(inArray(orders.id, ids));
  const lines = await db
    .select()
    .from(carts)
    .where(inArray(carts.order_id, ids))
    .orderBy(asc(carts.id));
  const byId = new Map(heads.map((h) => [h.order.id, h]));
  return {
    count: Number(total?.n ?? 0),
    orders: ids.flatMap((id) => byId.get(id) ?? []),
    carts: lines,
  };
}
