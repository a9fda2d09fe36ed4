import type { Database } from '@backoffice/db';
import {
  carts,
  customers,
  orders,
  returnRequests,
  staff,
  type CartRow,
  type ReturnRequestRow,
} from '@backoffice/db/schema';
import { RETURN_STATUS_IDS } from '@backoffice/domain/returns';
import type { PlatformFilter } from '@backoffice/domain/orders';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';

/** The latest request of each of these carts (open or not), with its raiser's name. */
export async function latestRequestsOf(
  db: Database,
  cartIds: readonly number[],
): Promise<Map<number, { request: ReturnRequestRow; created_by_name: string }>> {
  if (cartIds.length === 0) return new Map();
  // DISTINCT ON keeps the first row per cart in the order below: its newest request.
  const rows = await db
    .selectDistinctOn([returnRequests.cart_id], {
      request: returnRequests,
      created_by_name: staff.name,
    })
    .from(returnRequests)
    .innerJoin(staff, eq(staff.login_id, returnRequests.created_by_login_id))
    .where(inArray(returnRequests.cart_id, [...cartIds]))
    .orderBy(returnRequests.cart_id, desc(returnRequests.created_at), desc(returnRequests.id));
  return new Map(rows.map((r) => [r.request.cart_id, r]));
}

/** A cart of a returns list with its order's and customer's headline. */
export interface ReturnCartRow {
  cart: CartRow;
  order_random_id: string;
  customer_name: string;
  mobile_number: string;
  assigned_name: string | null;
}

/**
 * The carts of one order in a return status on a platform (the /search/ variant), newest first:
 * an order has a handful of carts, reached through `carts_order_id_idx`.
 */
export function returnCartsOfOrder(
  db: Database,
  orderId: number,
  platform: PlatformFilter,
): Promise<ReturnCartRow[]> {
  return db
    .select({
      cart: carts,
      order_random_id: orders.order_random_id,
      customer_name: customers.name,
      mobile_number: customers.mobile,
      assigned_name: staff.name,
    })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(staff, eq(staff.login_id, carts.assigned_login_id))
    .where(
      and(
        eq(carts.order_id, orderId),
        inArray(carts.orm_order_status, [...RETURN_STATUS_IDS]),
        platform.channels === 'own'
          ? eq(carts.affiliate_id, platform.affiliate_id)
          : ne(carts.affiliate_id, platform.except_affiliate_id),
      ),
    )
    .orderBy(desc(carts.created_at), desc(carts.id));
}
