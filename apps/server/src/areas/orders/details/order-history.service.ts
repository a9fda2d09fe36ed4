import { auditLog, carts, staff } from '@backoffice/db/schema';
import type { OrderHistoryEntry } from '@backoffice/domain/orders';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { orderByRandomId } from './order-details.queries';
import { orderNotFound } from './orders.errors';

/**
 * The modification history of an order: the audit records of the order (entity "order", id the
 * order's random id) and of its carts (entity "cart", id the cart_pid), newest first, with the
 * name of who made each change.
 */
export async function orderHistory(
  ctx: AppContext,
  orderRandomId: string,
): Promise<{ results: OrderHistoryEntry[] }> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const cartIds = await ctx.db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.order_id, found.order.id));
  // Two lookups of audit_log_entity_idx; the cart ids are listed, not a subquery, so that the
  // planner can use the index for both.
  const ofOrder = and(
    eq(auditLog.entity, 'order'),
    eq(auditLog.entity_id, found.order.order_random_id),
  );
  const ofCarts = cartIds.length
    ? and(
        eq(auditLog.entity, 'cart'),
        inArray(
          auditLog.entity_id,
          cartIds.map((c) => String(c.id)),
        ),
      )
    : undefined;
  const rows = await ctx.db
    .select({ entry: auditLog, actor_name: staff.name })
    .from(auditLog)
    .leftJoin(staff, eq(staff.login_id, auditLog.actor_login_id))
    .where(or(ofOrder, ofCarts))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return {
    results: rows.map(({ entry, actor_name }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      // The filter above admits only these two entities.
      entity: entry.entity as OrderHistoryEntry['entity'],
      entity_id: entry.entity_id,
      actor_login_id: entry.actor_login_id,
      actor_name,
      actor_role: entry.actor_role,
      changes: entry.changes,
      reason: entry.reason,
    })),
  };
}
