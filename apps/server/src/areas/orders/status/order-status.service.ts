import { moveCartStatusCount } from '@backoffice/db';
import { carts } from '@backoffice/db/schema';
import {
  orderStatus,
  type TUpdateOrderRequest,
  type UpdateOrderResponse,
} from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import type { AuditActor } from '../../../core/audit/audit.service';
import { cartViews } from '../details/order-details.queries';
import { toOrderCart, transitionContext } from '../details/order-views';
import { cartNotFound } from '../details/orders.errors';
import { statusChangeRefusal, writeStatusChange } from './cart-status-change';
import { lockCartWithOrder } from './order-locks';

/**
 * Changes a cart's status with the agent's comment, in one transaction: lock the order and the
 * cart, check the version read (409) and the transition rules (a refusal answers success false),
 * write the change, then move the tab counts.
 */
export async function updateOrder(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TUpdateOrderRequest,
): Promise<UpdateOrderResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCartWithOrder(tx, input.cart_pid);
    if (!locked) throw cartNotFound();
    const { order, cart } = locked;
    if (cart.version !== input.version) throw new AppError('STALE');
    const target = input.orm_order_status;
    const refusal = statusChangeRefusal(
      cart.orm_order_status,
      target,
      transitionContext(ctx, order, auth.principal),
    );
    if (refusal) return { success: false, message: refusal, cart: null };

    const confirmedAt = await writeStatusChange(tx, {
      order,
      cart,
      target,
      comment: input.comment,
      holdReason: input.shipment_stop_reason ?? null,
      author: auth.staff,
      actor,
      now,
    });
    const [after] = await cartViews(tx, eq(carts.id, cart.id));
    if (!after) throw new Error(`updateOrder: cart ${cart.id} vanished`);
    // Last: the counts row of a busy tab is the one other status changes queue on.
    if (target !== cart.orm_order_status) {
      await moveCartStatusCount(tx, {
        affiliate_id: cart.affiliate_id,
        assigned_login_id: cart.assigned_login_id,
        from: cart.orm_order_status,
        to: target,
      });
    }
    return {
      success: true,
      message: `Status changed to ${orderStatus(target).label}`,
      cart: toOrderCart(
        after,
        transitionContext(ctx, { confirmed_at: confirmedAt }, auth.principal),
      ),
    };
  });
}
