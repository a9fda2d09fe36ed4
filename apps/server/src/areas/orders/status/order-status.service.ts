import { moveCartStatusCount, type Database } from '@backoffice/db';
import { carts, type CartRow, type OrderRow } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
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
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { cartViews } from '../details/order-details.queries';
import { toOrderCart, transitionContext } from '../details/order-views';
import { cartNotFound } from '../details/orders.errors';
import { statusChangeRefusal, writeStatusChange, type StatusChange } from './cart-status-change';
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
    const locked = await lockedAtVersion(scope.tx, input);
    const target = input.orm_order_status;
    const change = {
      target,
      comment: input.comment,
      holdReason: input.shipment_stop_reason ?? null,
    };
    const outcome = await changeLockedCartStatus(
      ctx,
      scope,
      caller.principal,
      locked,
      change,
      refusalOf,
    );
    if (outcome.refusal !== null) return { success: false, message: outcome.refusal, cart: null };
    const [after] = await cartViews(scope.tx, eq(carts.id, locked.cart.id));
    if (!after) throw new Error(`updateOrder: cart ${locked.cart.id} vanished`);
    return {
      success: true,
      message: `Status changed to ${orderStatus(target).label}`,
      cart: toOrderCart(
        after,
        transitionContext(ctx, { confirmed_at: outcome.confirmedAt }, caller.principal),
      ),
    };
  });
}

/** A status asked for a cart: the target, the comment and Hold's reason. */
export type AskedStatus = Pick<StatusChange, 'target' | 'comment' | 'holdReason'>;

/**
 * The status change of a cart locked with its order, inside the caller's transaction: the rules
 * for this caller (a refusal writes nothing), the change with its comment and audit, then the tab
 * counts. Answers the refusal, or the order's confirmed time after the change.
 */
export async function changeLockedCartStatus(
  ctx: AppContext,
  scope: UseCaseScope,
  principal: Principal,
  { order, cart }: { order: OrderRow; cart: CartRow },
  asked: AskedStatus,
  refusalOf: StatusRefusal,
): Promise<{ refusal: string } | { refusal: null; confirmedAt: Date | null }> {
  const { target } = asked;
  const refusal = refusalOf(cart, target, transitionContext(ctx, order, principal));
  if (refusal) return { refusal };
  const confirmedAt = await writeStatusChange(scope, { order, cart, ...asked });
  // Last: the counts row of a busy tab is the one other status changes queue on.
  if (target !== cart.orm_order_status) await moveTabCount(scope.tx, cart, target);
  return { refusal: null, confirmedAt };
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
