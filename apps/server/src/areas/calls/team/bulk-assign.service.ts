import { carts, orders, staff } from '@backoffice/db/schema';
import type { TBulkAssignRequest } from '@backoffice/domain/calls/team';
import { bulkResponse, type BulkResponse } from '@backoffice/domain/orders';
import { eq, inArray } from 'drizzle-orm';
import { eachCart } from '../../../core/bulk';
import type { AppContext } from '../../../core/context';
import type { Caller } from '../../../core/use-case';
import { cartNotFound } from '../../orders/index';
import { assignCarts } from './cart-assignment.service';
import { teamError } from './team.errors';

/**
 * Gives the selected carts of a work list to an agent, each as update-assign-cet gives one: its
 * own transaction, its version read (409), the agent rule, the order's comment and the audit. An
 * unknown agent refuses the whole action first; a refused cart is reported and the others go on.
 */
export async function bulkAssign(
  ctx: AppContext,
  caller: Caller,
  { carts: selected, login_id, comment }: TBulkAssignRequest,
): Promise<BulkResponse> {
  const [agent] = await ctx.db.select().from(staff).where(eq(staff.login_id, login_id));
  if (!agent) throw teamError('calls.invalid_agent').at('login_id');
  const orderOf = await ordersOfCarts(
    ctx,
    selected.map((c) => c.cart_pid),
  );
  const results = await eachCart(selected, async (cart) => {
    const orderRandomId = orderOf.get(cart.cart_pid);
    if (orderRandomId === undefined) throw cartNotFound();
    const input = { order_random_id: orderRandomId, login_id, carts: [cart], comment };
    return assignCarts(ctx, caller, input);
  });
  return bulkResponse(results);
}

/** The order id of each cart that exists. */
async function ordersOfCarts(ctx: AppContext, cartPids: number[]): Promise<Map<number, string>> {
  const rows = await ctx.db
    .select({ cart_pid: carts.id, order_random_id: orders.order_random_id })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(inArray(carts.id, cartPids));
  return new Map(rows.map((r) => [r.cart_pid, r.order_random_id]));
}
