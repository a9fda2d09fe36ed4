import type { Database } from '@backoffice/db';
import { carts, orders, type CartRow, type OrderRow } from '@backoffice/db/schema';
import { asc, eq } from 'drizzle-orm';
import { lockInOrder } from '../../../core/locks';

// Status changes lock the order first, then its carts in id order (core/locks), so that a
// single update and a whole-order cancellation of the same order queue instead of deadlocking.

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
  await lockInOrder(tx, { orders: [located.order_id], carts: [cartPid] });
  const [order] = await tx.select().from(orders).where(eq(orders.id, located.order_id));
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartPid));
  return order && cart ? { order, cart } : undefined;
}

/** Locks an order and all its carts for a whole-order change; undefined for an unknown order. */
export async function lockOrderWithCarts(
  tx: Database,
  orderRandomId: string,
): Promise<{ order: OrderRow; carts: CartRow[] } | undefined> {
  const [located] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.order_random_id, orderRandomId));
  if (!located) return undefined;
  // The order first: a cart split off meanwhile is among the carts read under its lock.
  await lockInOrder(tx, { orders: [located.id] });
  const cartIds = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.order_id, located.id));
  await lockInOrder(tx, { carts: cartIds.map((c) => c.id) });
  const [order] = await tx.select().from(orders).where(eq(orders.id, located.id));
  if (!order) return undefined;
  const rows = await tx
    .select()
    .from(carts)
    .where(eq(carts.order_id, order.id))
    .orderBy(asc(carts.id));
  return { order, carts: rows };
}
