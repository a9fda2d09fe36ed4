import type { Database } from '@backoffice/db';
import {
  carts,
  orders,
  returnRequestItems,
  returnRequests,
  staff,
  type ReturnRequestItemRow,
  type ReturnRequestRow,
} from '@backoffice/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';

/** A request with what its answer shows: its order's id, its raiser's name and its items. */
export interface RequestWithContext {
  request: ReturnRequestRow;
  order_random_id: string;
  created_by_name: string;
  items: ReturnRequestItemRow[];
}

/** Requests matching `where`, newest first, with their context. */
export async function requestsWithContext(
  db: Database,
  where: ReturnType<typeof eq>,
): Promise<RequestWithContext[]> {
  const rows = await db
    .select({
      request: returnRequests,
      order_random_id: orders.order_random_id,
      created_by_name: staff.name,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.order_id))
    .innerJoin(staff, eq(staff.login_id, returnRequests.created_by_login_id))
    .where(where)
    .orderBy(desc(returnRequests.created_at), desc(returnRequests.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(returnRequestItems)
    .where(
      inArray(
        returnRequestItems.request_id,
        rows.map((r) => r.request.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    items: items.filter((i) => i.request_id === row.request.id),
  }));
}

/** One request with its context, or undefined. */
export async function requestWithContext(
  db: Database,
  requestId: number,
): Promise<RequestWithContext | undefined> {
  const [found] = await requestsWithContext(db, eq(returnRequests.id, requestId));
  return found;
}

/** The cart a form or a list names, with its order's id, checked against its channel. */
export async function cartOfChannel(db: Database, affiliateId: number, cartPid: number) {
  const [row] = await db
    .select({ cart: carts, order_random_id: orders.order_random_id })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(and(eq(carts.id, cartPid), eq(carts.affiliate_id, affiliateId)));
  return row;
}

/** The open request of a cart, if any. */
export async function openRequestOfCart(
  db: Database,
  cartId: number,
): Promise<ReturnRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.cart_id, cartId), eq(returnRequests.is_open, true)));
  return row;
}
