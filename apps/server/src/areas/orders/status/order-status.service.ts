import { moveCartStatusCount, type Database } from '@backoffice/db';
import { carts, type CartRow } from '@backoffice/db/schema';
import {
  orderStatus,
  type StatusId,
  type TransitionContext,
  type TUpdateOrderRequest,
  type UpdateOrderResponse,
} from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { cartViews } from '../details/order-details.queries';
import { toOrderCart, transitionContext } from '../details/order-views';
import { cartNotFound } from '../details/orders.errors';
import { statusChangeRefusal, writeStatusChange } from './cart-status-change';
import { lockCartWithOrder } from './order-locks';

/** Why the rules refuse a locked cart the asked status for this caller, or null. */
export type StatusRefusal = (
  cart: CartRow,
  target: StatusId,
  transitions: TransitionContext,
) => string | null;

/**
 * Changes a cart's status with the agent's comment, in one transaction: lock the order and the
 * cart, check the version read (409) and the transition rules (a refusal answers success false),
 * write the change, then move the tab counts.
 */
export function updateOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUpdateOrderRequest,
): Promise<UpdateOrderResponse> {
  return changeCartStatus(ctx, caller, input, (cart, target, transitions) =>
    statusChangeRefusal(cart.orm_order_status, target, transitions),
  );
}

/** The steps of a status change, with the rules that may refuse it (see updateOrder). */
export async function changeCartStatus(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUpdateOrderRequest,
  refusalOf: StatusRefusal,
): Promise<UpdateOrderResponse> {
  return runUseCase(ctx, caller, async (scope) => {
    const { order, cart } = await lockedAtVersion(scope.tx, input);
    const target = input.orm_order_status;
    const refusal = refusalOf(cart, target, transitionContext(ctx, order, caller.principal));
    if (refusal) return { success: false, message: refusal, cart: null };

    const confirmedAt = await writeStatusChange(scope, {
      order,
      cart,
      target,
      comment: input.comment,
      holdReason: input.shipment_stop_reason ?? null,
    });
    const [after] = await cartViews(scope.tx, eq(carts.id, cart.id));
    if (!after) throw new Error(`updateOrder: cart ${cart.id} vanished`);
    // Last: the counts row of a busy tab is the one other status changes queue on.
    if (target !== cart.orm_order_status) await moveTabCount(scope.tx, cart, target);
    return {
      success: true,
      message: `Status changed to ${orderStatus(target).label}`,
      cart: toOrderCart(
        after,
        transitionContext(ctx, { confirmed_at: confirmedAt }, caller.principal),
      ),
    };
  });
}

/** The cart leaves its status's tab count for the target's. */
async function moveTabCount(tx: Database, cart: CartRow, target: StatusId): Promise<void> {
  await moveCartStatusCount(tx, {
    affiliate_id: cart.affiliate_id,
    assigned_login_id: cart.assigned_login_id,
    from: cart.orm_order_status,
    to: target,
  });
}

/** The cart locked with its order, at the version the agent read (404, 409 otherwise). */
async function lockedAtVersion(tx: Database, input: TUpdateOrderRequest) {
  const locked = await lockCartWithOrder(tx, input.cart_pid);
  if (!locked) throw cartNotFound();
  if (locked.cart.version !== input.version) throw new AppError('STALE');
  return locked;
}
