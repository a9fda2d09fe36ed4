import { escalations, orders, staff } from '@backoffice/db/schema';
import type {
  EscalationListResponse,
  EscalationListRow,
  TEscalationListQuery,
} from '@backoffice/domain/calls/escalations';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { channelView, reasonView, statusLabel } from './escalation-views';
import { cartsOfEscalations } from './escalations.queries';

/**
 * The escalations, newest first (escalations_list_idx, or escalations_status_list_idx for one
 * status), a page of at most 999 with each one's products; optionally one status or one order.
 */
export async function escalationList(
  ctx: AppContext,
  query: TEscalationListQuery,
): Promise<EscalationListResponse> {
  const filters: SQL[] = [];
  if (query.status !== undefined) filters.push(eq(escalations.status, query.status));
  if (query.order_random_id !== undefined) {
    filters.push(eq(orders.order_random_id, query.order_random_id));
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await ctx.db
    .select({ count: count() })
    .from(escalations)
    .innerJoin(orders, eq(orders.id, escalations.order_id))
    .where(where);
  const rows = await ctx.db
    .select({
      escalation: escalations,
      order_random_id: orders.order_random_id,
      affiliate_id: orders.affiliate_id,
      created_by_name: staff.name,
    })
    .from(escalations)
    .innerJoin(orders, eq(orders.id, escalations.order_id))
    .innerJoin(staff, eq(staff.login_id, escalations.created_by_login_id))
    .where(where)
    .orderBy(desc(escalations.created_at), desc(escalations.id))
    .limit(query.limit)
    .offset(query.offset);
  const cartsById = await cartsOfEscalations(
    ctx.db,
    rows.map((r) => r.escalation.id),
  );
  return {
    count: total?.count ?? 0,
    limit: query.limit,
    offset: query.offset,
    results: rows.map(
      ({ escalation, order_random_id, affiliate_id, created_by_name }): EscalationListRow => ({
        escalation_id: escalation.id,
        order_random_id,
        affiliate_id,
        cart_details: (cartsById.get(escalation.id) ?? []).map((cart) => ({
          cart_pid: cart.id,
          item_name: cart.item_name,
          item_sku: cart.item_sku,
        })),
        channel: channelView(escalation.channel_id),
        reason: reasonView(escalation.reason_id),
        status: escalation.status,
        status_label: statusLabel(escalation.status),
        created_at: escalation.created_at.toISOString(),
        created_by: { login_id: escalation.created_by_login_id, name: created_by_name },
      }),
    ),
  };
}
