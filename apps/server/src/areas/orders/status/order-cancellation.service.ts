import { changeCartStatusCounts, type CartCountChange } from '@backoffice/db';
import type { CartRow, OrderRow } from '@backoffice/db/schema';
import {
  STATUS,
  type CancelOrderResponse,
  type TCancelOrderRequest,
  type TransitionContext,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
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
  caller: StaffCaller,
  input: TCancelOrderRequest,
): Promise<CancelOrderResponse> {
  return runUseCase(ctx, caller, async (scope) => {
    const locked = await lockOrderWithCarts(scope.tx, input.order_random_id);
    if (!locked) throw orderNotFound();
    const { order } = locked;
    const transitions = transitionContext(ctx, order, caller.principal);
    const { cancellable, refused } = cancellationsOf(locked.carts, transitions);
    await cancelCarts(scope, order, cancellable, input.reason);
    const cancelled = cancellable.map((cart) => cart.id);
    return {
      success: cancelled.length > 0,
      message: outcome(cancelled, refused),
      cancelled,
      refused,
    };
  });
}

/** The carts the rules let the caller cancel, and the others with why they are kept. */
function cancellationsOf(carts: readonly CartRow[], transitions: TransitionContext) {
  const refused: CancelOrderResponse['refused'] = [];
  const cancellable: CartRow[] = [];
  for (const cart of carts) {
    const refusal =
      cart.orm_order_status === STATUS.CANCELLED
        ? M.alreadyCancelled
        : statusChangeRefusal(cart.orm_order_status, STATUS.CANCELLED, transitions);
    if (refusal) refused.push({ cart_pid: cart.id, message: refusal });
    else cancellable.push(cart);
  }
  return { cancellable, refused };
}

/** Each cancellation as a status change with the reason, then the tab counts in one go. */
async function cancelCarts(
  scope: UseCaseScope,
  order: OrderRow,
  carts: readonly CartRow[],
  reason: string,
): Promise<void> {
  const counts: CartCountChange[] = [];
  for (const cart of carts) {
    await writeStatusChange(scope, {
      order,
      cart,
      target: STATUS.CANCELLED,
      comment: reason,
      holdReason: null,
    });
    const bucket = { affiliate_id: cart.affiliate_id, assigned_login_id: cart.assigned_login_id };
    counts.push(
      { ...bucket, orm_order_status: cart.orm_order_status, delta: -1 },
      { ...bucket, orm_order_status: STATUS.CANCELLED, delta: 1 },
    );
  }
  await changeCartStatusCounts(scope.tx, counts);
}

function outcome(cancelled: number[], refused: CancelOrderResponse['refused']): string {
  if (cancelled.length === 0) {
    const allWere = refused.length > 0 && refused.every((r) => r.message === M.alreadyCancelled);
    return allWere ? M.orderWasCancelled : M.nothingCancelled;
  }
  if (refused.length === 0) return M.orderCancelled;
  return `Cancelled ${cancelled.length} of ${cancelled.length + refused.length} carts`;
}
