import { auditLog, escalations, orders, staff } from '@backoffice/db/schema';
import {
  switchableCarts,
  type EscalationDetails,
  type EscalationHistoryEntry,
} from '@backoffice/domain/calls/escalations';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { channelView, reasonView, statusLabel, warehouseView } from './escalation-views';
import { escalationNotFound } from './escalations.errors';
import {
  cartsOfEscalations,
  escalationCart,
  orderCartChoices,
  ticketsOfEscalation,
} from './escalations.queries';

/**
 * One escalation for its details popup: products, warehouse, linked tickets, the order's carts
 * a product may be switched for, and its history (the audit log), newest first.
 */
export async function escalationDetails(
  ctx: AppContext,
  escalationId: number,
): Promise<EscalationDetails> {
  const [found] = await ctx.db
    .select({
      escalation: escalations,
      order_random_id: orders.order_random_id,
      affiliate_id: orders.affiliate_id,
      created_by_name: staff.name,
    })
    .from(escalations)
    .innerJoin(orders, eq(orders.id, escalations.order_id))
    .innerJoin(staff, eq(staff.login_id, escalations.created_by_login_id))
    .where(eq(escalations.id, escalationId));
  if (!found) throw escalationNotFound();
  const { escalation } = found;
  const products = (await cartsOfEscalations(ctx.db, [escalation.id])).get(escalation.id) ?? [];
  const tickets = await ticketsOfEscalation(ctx.db, escalation.id);
  const orderCarts = await orderCartChoices(ctx.db, escalation.order_id);
  const switchable = switchableCarts(
    {
      escalation_id: escalation.id,
      status: escalation.status,
      cart_pids: products.map((c) => c.id),
    },
    orderCarts,
  );
  return {
    escalation_id: escalation.id,
    order_random_id: found.order_random_id,
    affiliate_id: found.affiliate_id,
    cart_details: products.map(escalationCart),
    channel: channelView(escalation.channel_id),
    reason: reasonView(escalation.reason_id),
    status: escalation.status,
    status_label: statusLabel(escalation.status),
    created_at: escalation.created_at.toISOString(),
    created_by: { login_id: escalation.created_by_login_id, name: found.created_by_name },
    version: escalation.version,
    warehouse: warehouseView(escalation.warehouse_id),
    tickets,
    switchable_carts: switchable.map(({ open_escalation_id: _held, ...cart }) => cart),
    history: await historyOf(ctx, escalation.id),
  };
}

async function historyOf(ctx: AppContext, escalationId: number): Promise<EscalationHistoryEntry[]> {
  const rows = await ctx.db
    .select({ entry: auditLog, actor_name: staff.name })
    .from(auditLog)
    .leftJoin(staff, eq(staff.login_id, auditLog.actor_login_id))
    .where(and(eq(auditLog.entity, 'escalation'), eq(auditLog.entity_id, String(escalationId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map(({ entry, actor_name }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor_name,
    actor_role: entry.actor_role,
    changes: entry.changes,
    reason: entry.reason,
  }));
}
