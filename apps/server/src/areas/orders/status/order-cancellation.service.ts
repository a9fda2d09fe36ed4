import { changeCartStatusCounts, type CartCountChange } from '@backoffice/db';
import type { CartRow } from '@backoffice/db/schema';
import {
  CANCELLED,
  type CancelOrderResponse,
  type TCancelOrderRequest,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import type { Authenticated } from '../../../core/http';
import type { AuditActor } from '../../../core/audit/audit.service';
import { transitionContext } from '../details/order-views';
import { orderNotFound } from '../details/orders.errors';
import { statusChangeRefusal, writeStatusChange } from './cart-status-change';
import { lockOrderWithCarts } from './order-locks';

export const CANCELLATION_MESSAGES = {
  alreadyCancelled: 'Already Cancelled',
  orderCancelled: 'Order cancelled',
  orderWasCancelled: 'The order is already Cancelled',
  nothingCancelled: 'No cart of this order can be Cancelled',
} as const;
const M = CANCELLATION_MESSAGES;

/**
 * Cancels every cart of an order that the transition rules let the caller cancel, in one
 * transaction, with the reason as each cart's status comment; answers which carts were cancelled
 * and which were kept and why.
 */
export async function cancelOrder(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TCancelOrderRequest,
): Promise<CancelOrderResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderWithCarts(tx, input.order_random_id);
    if (!locked) throw orderNotFound();
    const { order } = locked;
    const transitions = transitionContext(ctx, order, auth.principal);
    const refused: CancelOrderResponse['refused'] = [];
    const cancellable: CartRow[] = [];
    for (const cart of locked.carts) {
      const refusal =
        cart.orm_order_status === CANCELLED
          ? M.alreadyCancelled
          : statusChangeRefusal(cart.orm_order_status, CANCELLED, transitions);
      if (refusal) refused.push({ cart_pid: cart.id, message: refusal });
      else cancellable.push(cart);
    }

    const counts: CartCountChange[] = [];
    for (const cart of cancellable) {
      await writeStatusChange(tx, {
        order,
        cart,
        target: CANCELLED,
        comment: input.reason,
        holdReason: null,
        author: auth.staff,
        actor,
        now,
      });
      const bucket = { affiliate_id: cart.affiliate_id, assigned_login_id: cart.assigned_login_id };
      counts.push(
        { ...bucket, orm_order_status: cart.orm_order_status, delta: -1 },
        { ...bucket, orm_order_status: CANCELLED, delta: 1 },
      );
    }
    await changeCartStatusCounts(tx, counts);
    const cancelled = cancellable.map((cart) => cart.id);
    return {
      success: cancelled.length > 0,
      message: outcome(cancelled, refused),
      cancelled,
      refused,
    };
  });
}

function outcome(cancelled: number[], refused: CancelOrderResponse['refused']): string {
  if (cancelled.length === 0) {
    const allWere = refused.length > 0 && refused.every((r) => r.message === M.alreadyCancelled);
    return allWere ? M.orderWasCancelled : M.nothingCancelled;
  }
  if (refused.length === 0) return M.orderCancelled;
  return `Cancelled ${cancelled.length} of ${cancelled.length + refused.length} carts`;
}
