import type { Database } from '@backoffice/db';
import { carts, orders } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import { and, asc, eq } from 'drizzle-orm';

/** An agent's oldest New Order cart with its order's random id, from `carts_agent_list_idx`. */
export async function oldestNewOrderCart(db: Database, agentLoginId: number) {
  const [row] = await db
    .select({
      cart_pid: carts.id,
      affiliate_id: carts.affiliate_id,
      created_at: carts.created_at,
      order_random_id: orders.order_random_id,
    })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(
      and(eq(carts.assigned_login_id, agentLoginId), eq(carts.orm_order_status, STATUS.NEW_ORDER)),
    )
    .orderBy(asc(carts.created_at), asc(carts.id))
    .limit(1);
  return row;
}
