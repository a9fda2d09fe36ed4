import { moveCartAssignmentCount, type Database } from '@backoffice/db';
import { seedOrder, type OrderOverrides, type SeededOrder } from '@backoffice/db/seed';
import { cartStatusCounts, carts } from '@backoffice/db/schema';
import type { StatusId } from '@backoffice/domain/orders';
import { eq, sql } from 'drizzle-orm';

// Helpers of the orders HTTP tests (not a test file itself).

/** The tab counts table and a GROUP BY over carts, as comparable sorted lists. */
export async function countsAndCarts(db: Database) {
  const counted = await db
    .select({
      affiliate_id: cartStatusCounts.affiliate_id,
      orm_order_status: cartStatusCounts.orm_order_status,
      assigned_login_id: cartStatusCounts.assigned_login_id,
      count: cartStatusCounts.count,
    })
    .from(cartStatusCounts)
    .where(sql`${cartStatusCounts.count} > 0`)
    .orderBy(sql`1, 2, 3`);
  const grouped = await db
    .select({
      affiliate_id: carts.affiliate_id,
      orm_order_status: carts.orm_order_status,
      assigned_login_id: sql<number>`coalesce(${carts.assigned_login_id}, 0)`,
      count: sql<number>`count(*)::integer`,
    })
    .from(carts)
    .groupBy(sql`1, 2, 3`)
    .orderBy(sql`1, 2, 3`);
  return { counted, grouped };
}

/** A cart as stored now. */
export async function storedCart(db: Database, cartPid: number) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartPid));
  if (!row) throw new Error(`storedCart: no cart ${cartPid}`);
  return row;
}

/** An order with one cart in the given status, assigned to `agent` (null: unassigned). */
export async function orderWithCart(
  db: Database,
  status: StatusId,
  overrides: OrderOverrides & { agent?: number | null } = {},
): Promise<SeededOrder & { cart: SeededOrder['carts'][number] }> {
  const { agent = null, ...rest } = overrides;
  const seeded = await seedOrder(db, {
    carts: [{ status, assigned_login_id: agent }],
    ...rest,
  });
  const [cart] = seeded.carts;
  if (!cart) throw new Error('orderWithCart: no cart seeded');
  return { ...seeded, cart };
}

/** Hands a cart to an agent the demo does not know (seedOrder assigns demo accounts only). */
export async function assignCart(db: Database, cartPid: number, loginId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await storedCart(tx, cartPid);
    await tx.update(carts).set({ assigned_login_id: loginId }).where(eq(carts.id, cartPid));
    await moveCartAssignmentCount(tx, {
      affiliate_id: cart.affiliate_id,
      orm_order_status: cart.orm_order_status,
      from_login_id: cart.assigned_login_id,
      to_login_id: loginId,
    });
  });
}
