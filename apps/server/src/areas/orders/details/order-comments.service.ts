import { carts, orderComments, type OrderCommentRow } from '@backoffice/db/schema';
import {
  orderStatus,
  type OrderComment,
  type TAddOrderCommentRequest,
} from '@backoffice/domain/orders';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type Caller } from '../../../core/use-case';
import { orderByRandomId } from './order-details.queries';
import { cartNotFound, orderNotFound } from './orders.errors';

/** The comments of an order and its carts, newest first, with who wrote them in which role. */
export async function commentsOfOrder(
  ctx: AppContext,
  orderRandomId: string,
): Promise<{ results: OrderComment[] }> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const rows = await ctx.db
    .select()
    .from(orderComments)
    .where(eq(orderComments.order_id, found.order.id))
    .orderBy(desc(orderComments.created_at), desc(orderComments.id));
  return { results: rows.map(toOrderComment) };
}

/** Adds an agent's comment to an order or one of its carts (audited on the order or the cart). */
export async function addOrderComment(
  ctx: AppContext,
  caller: Caller,
  input: TAddOrderCommentRequest,
): Promise<{ success: true; comment: OrderComment }> {
  return runUseCase(ctx, caller, async ({ tx, record }) => {
    const found = await orderByRandomId(tx, input.order_random_id);
    if (!found) throw orderNotFound();
    const cartPid = input.cart_pid ?? null;
    const cart = cartPid === null ? undefined : await cartOfOrder(tx, found.order.id, cartPid);
    if (cartPid !== null && !cart) throw cartNotFound();

    const row = await record.change({
      entity: cart ? 'cart' : 'order',
      id: cart ? cart.id : found.order.order_random_id,
      changes: { comment: { before: null, after: input.comment } },
      reason: 'Comment added',
      comment: {
        order_id: found.order.id,
        cart_id: cartPid,
        order_status: cart?.orm_order_status ?? null,
        text: input.comment,
      },
    });
    if (!row) throw new Error('addOrderComment: the comment was not written');
    return { success: true as const, comment: toOrderComment(row) };
  });
}

async function cartOfOrder(tx: AppContext['db'], orderId: number, cartPid: number) {
  const [cart] = await tx
    .select({ id: carts.id, orm_order_status: carts.orm_order_status })
    .from(carts)
    .where(and(eq(carts.id, cartPid), eq(carts.order_id, orderId)));
  return cart;
}

/** A comment row as the order page shows it (001 section 3 "Comment"). */
export function toOrderComment(row: OrderCommentRow): OrderComment {
  return {
    id: row.id,
    cart_pid: row.cart_id,
    order_status: row.order_status,
    status_label: row.order_status === null ? null : orderStatus(row.order_status).label,
    update_timestamp: row.created_at.toISOString(),
    status_comments: row.comment,
    update_by_role: row.by_role,
    cet_name: row.by_name,
    call_disposition_details: row.disposition,
  };
}
