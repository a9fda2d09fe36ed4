import type { Database } from '@backoffice/db';
import { cancellationRequests, carts } from '@backoffice/db/schema';
import {
  isPreDelivery,
  type TCancellationRequest,
  type TUrgentDeliveryRequest,
} from '@backoffice/domain/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { cartNotFound, orderError } from '../details/orders.errors';
import { lockCartWithOrder } from '../status/order-locks';

/** The answer of both requests: the cart's version after it. */
export interface CartRequestResponse {
  success: true;
  message: string;
  cart_pid: number;
  version: number;
}

const DONE = 'Updated Successfully!';

/**
 * Asks for a cart's urgent delivery: only before delivery and once. Marks the cart urgent, keeps
 * the agent's comment on the order and audits the change, against the cart version read.
 */
export async function requestUrgentDelivery(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUrgentDeliveryRequest,
): Promise<CartRequestResponse> {
  return runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const { order_id, cart } = await lockedCart(tx, input);
    if (!isPreDelivery(cart.orm_order_status)) {
      throw orderError('orders.urgent_not_possible', cart.orm_order_status).at('cart_pid');
    }
    if (cart.is_urgent) throw orderError('orders.already_urgent').at('cart_pid');
    await tx
      .update(carts)
      .set({ is_urgent: true, version: sql`${carts.version} + 1`, updated_at: now })
      .where(eq(carts.id, cart.id));
    await record.change({
      entity: 'cart',
      id: cart.id,
      changes: { is_urgent: { before: false, after: true } },
      reason: input.comment,
      comment: {
        order_id,
        cart_id: cart.id,
        order_status: cart.orm_order_status,
        text: `Urgent delivery: ${input.comment}`,
      },
    });
    return { success: true as const, message: DONE, cart_pid: cart.id, version: cart.version + 1 };
  });
}

/**
 * Raises a request to cancel a cart (for agents who may not cancel it themselves): only before
 * delivery and one pending at a time; the reason is kept as a comment and in the audit log.
 */
export async function requestCancellation(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCancellationRequest,
): Promise<CartRequestResponse> {
  return runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const { order_id, cart } = await lockedCart(tx, input);
    if (!isPreDelivery(cart.orm_order_status)) {
      throw orderError('orders.cancellation_not_possible', cart.orm_order_status).at('cart_pid');
    }
    await assertNoPendingCancellation(tx, cart.id);
    const [request] = await tx
      .insert(cancellationRequests)
      .values({
        cart_id: cart.id,
        reason: input.reason,
        requested_by_login_id: caller.login_id,
        created_at: now,
      })
      .returning({ id: cancellationRequests.id });
    await record.change({
      entity: 'cart',
      id: cart.id,
      changes: {
        cancellation_request: { before: null, after: { id: request?.id, status: 'pending' } },
      },
      reason: input.reason,
      comment: {
        order_id,
        cart_id: cart.id,
        order_status: cart.orm_order_status,
        text: `Cancellation requested: ${input.reason}`,
      },
    });
    return { success: true as const, message: DONE, cart_pid: cart.id, version: cart.version };
  });
}

/** One pending cancellation request per cart at a time. */
async function assertNoPendingCancellation(tx: Database, cartId: number): Promise<void> {
  const [pending] = await tx
    .select({ id: cancellationRequests.id })
    .from(cancellationRequests)
    .where(
      and(eq(cancellationRequests.cart_id, cartId), eq(cancellationRequests.status, 'pending')),
    );
  if (pending) throw orderError('orders.cancellation_pending').at('cart_pid');
}

/** The cart locked with its order, at the version the caller read (404, 409 otherwise). */
async function lockedCart(tx: Database, input: { cart_pid: number; version: number }) {
  const locked = await lockCartWithOrder(tx, input.cart_pid);
  if (!locked) throw cartNotFound();
  if (locked.cart.version !== input.version) throw new AppError('STALE');
  return { order_id: locked.order.id, cart: locked.cart };
}
