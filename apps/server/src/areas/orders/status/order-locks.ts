import type { Database } from '@backoffice/db';
import { carts, orders, type CartRow, type OrderRow } from '@backoffice/db/schema';
import { asc, eq } from 'drizzle-orm';

// Status changes lock the order first, then its carts in id order, so that a single update and
// a whole-order cancellation of the same order queue instead of deadlocking.

/** Locks a cart and its order for a status change; undefined for an unknown cart. */
export async function lockCartWithOrder(
  tx: Database,
  cartPid: number,
): Promise<{ order: OrderRow; cart: CartRow } | undefined> {
  const [located] = await tx
    .select({ order_id: carts.order_id })
    .from(carts)
    .where(eq(carts.id, cartPid));
  if (!located) return undefined;
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, located.order_id))
    .for('update');
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartPid)).for('update');
  return order && cart ? { order, cart } : undefined;
}

/** Locks an order and all its carts for a whole-order change; undefined for an unknown order. */
export async function lockOrderWithCarts(
  tx: Database,
  orderRandomId: string,
): Promise<{ order: OrderRow; carts: CartRow[] } | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.order_random_id, orderRandomId))
    .for('update');
  if (!order) return undefined;
  const rows = await tx
    .select()
    .from(carts)
    .where(eq(carts.order_id, order.id))
    .orderBy(asc(carts.id))
    .for('update');
  return { order, carts: rows };
}
