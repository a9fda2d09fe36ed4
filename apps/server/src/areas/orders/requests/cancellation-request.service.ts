import type { Database } from '@backoffice/db';
import { cancellationRequests } from '@backoffice/db/schema';
import { isPreDelivery, type TCancellationRequest } from '@backoffice/domain/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { orderError } from '../details/orders.errors';
import { lockedCart, REQUEST_DONE, type CartRequestResponse } from './cart-request';

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
    return {
      success: true as const,
      message: REQUEST_DONE,
      cart_pid: cart.id,
      version: cart.version,
    };
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
