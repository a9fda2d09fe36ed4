import { carts, memberPods, orders, staff } from '@backoffice/db/schema';
import { orderStatus } from '@backoffice/domain/orders';
import type { ConcernMember, QueryConcernMemberResponse } from '@backoffice/domain/calls/team';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context';
import { orderNotFound } from '../../orders/index';
import { presencePage } from './team-activity.queries';
import { liveSessionRule } from './team-activity.service';

const agent = alias(staff, 'agent');
const leader = alias(staff, 'pod_leader');

/**
 * Who to ask about each cart of an order: the agent working it (how to reach them, whether they
 * are Working now) and their pod leader; null for a cart nobody is assigned.
 */
export async function queryConcernMember(
  ctx: AppContext,
  orderRandomId: string,
): Promise<QueryConcernMemberResponse> {
  const [order] = await ctx.db
    .select({ id: orders.id, order_random_id: orders.order_random_id })
    .from(orders)
    .where(eq(orders.order_random_id, orderRandomId));
  if (!order) throw orderNotFound();
  const rows = await ctx.db
    .select({
      cart: { id: carts.id, item_name: carts.item_name, status: carts.orm_order_status },
      agent: {
        login_id: agent.login_id,
        name: agent.name,
        email: agent.email,
        contact: agent.contact,
        role: agent.role,
      },
      leader: { login_id: leader.login_id, name: leader.name, contact: leader.contact },
    })
    .from(carts)
    .leftJoin(agent, eq(agent.login_id, carts.assigned_login_id))
    .leftJoin(memberPods, eq(memberPods.login_id, carts.assigned_login_id))
    .leftJoin(leader, eq(leader.login_id, memberPods.pod_leader_login_id))
    .where(eq(carts.order_id, order.id))
    .orderBy(asc(carts.id));
  const agentIds = [...new Set(rows.flatMap((r) => (r.agent ? [r.agent.login_id] : [])))];
  const presence = new Map(
    agentIds.length === 0
      ? []
      : (
          await presencePage(
            ctx.db,
            inArray(staff.login_id, agentIds),
            liveSessionRule(ctx, ctx.now()),
            { limit: agentIds.length, offset: 0 },
          )
        ).map((p) => [p.login_id, p.presence]),
  );
  return {
    order_random_id: order.order_random_id,
    carts: rows.map(({ cart, agent: who, leader: pod }) => ({
      cart_pid: cart.id,
      item_name: cart.item_name,
      orm_order_status: cart.status,
      status_label: orderStatus(cart.status).label,
      member: who
        ? ({
            ...who,
            presence: presence.get(who.login_id) ?? 'offline',
            pod_leader: pod,
          } satisfies ConcernMember)
        : null,
    })),
  };
}
