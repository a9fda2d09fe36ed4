import { type CartRow } from '@backoffice/db/schema';
import {
  canChangeFbaStatus,
  isFbaChannel,
  orderStatus,
  type StatusId,
  type TransitionContext,
  type TUpdateOrderRequest,
  type UpdateOrderResponse,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { changeCartStatus } from './order-status.service';

/**
 * Changes the status of a marketplace-fulfilled (FBA) cart: the steps of update-order (lock,
 * version check, status comment, audit, tab counts), with the marketplace-fulfilled table of the
 * domain as the rules. A cart of another channel is refused (success false).
 */
export function updateFbaOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUpdateOrderRequest,
): Promise<UpdateOrderResponse> {
  return changeCartStatus(ctx, caller, input, fbaStatusRefusal);
}

/** Why a cart may not take a status through the marketplace-fulfilled call, or null. */
export function fbaStatusRefusal(
  cart: CartRow,
  target: StatusId,
  transitions: TransitionContext,
): string | null {
  if (!isFbaChannel(cart.affiliate_id)) {
    return 'Only marketplace-fulfilled orders change status here';
  }
  if (canChangeFbaStatus(cart.orm_order_status, target, transitions)) return null;
  const from = orderStatus(cart.orm_order_status).label;
  return `A marketplace-fulfilled order cannot be changed from ${from} to ${orderStatus(target).label}`;
}
