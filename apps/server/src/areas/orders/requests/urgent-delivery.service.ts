import { carts } from '@backoffice/db/schema';
import { isPreDelivery, type TUrgentDeliveryRequest } from '@backoffice/domain/orders';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { orderError } from '../details/orders.errors';
import { lockedCart, REQUEST_DONE, type CartRequestResponse } from './cart-request';

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
    return {
      success: true as const,
      message: REQUEST_DONE,
      cart_pid: cart.id,
      version: cart.version + 1,
    };
  });
}
