import type { CartRow, OrderRow, PosOrderRow } from '@backoffice/db/schema';
import {
  POS_PLACING_MESSAGES as M,
  type PosActionAnswer,
  type TPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import type { AppContext } from '../../../../core/context';
import { AppError } from '../../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { lockInOrder } from '../../../../core/locks';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../../core/use-case';
import { changeLockedCartStatus, lockOrderWithCarts } from '../../../orders/index';
import { cancelAtProviderAfterCommit } from '../../../sales/index';
import { posPlacingError } from './placing.errors';
import { callerStore, placedOrderRandomId, storeOrder } from './pos-order.queries';
import { lockedPosOrder } from './sale-record';
import { giveBackTillSale } from './till-sale-give-back';

const CANCELLED = STATUS.CANCELLED;
/** Carts not shipped yet may be cancelled from the till (the order page handles the rest). */
const CANCELLABLE_STATUSES: readonly StatusId[] = [
  STATUS.NEW_ORDER,
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
  STATUS.INVOICED,
  STATUS.HOLD,
  STATUS.CALL_NOT_CONNECTED,
  STATUS.CALL_NOT_RECEIVED,
];

/**
 * Retail order cancellation (Cancel Order): in one transaction the placed order's carts go to
 * Cancelled, and the till sale is given back once (giveBackTillSale: wallet credit, a cash sale's
 * cash, the gift card to refund, the POS order cancelled), by the cart-cancelled hook when the
 * last cart goes, or here when no cart was left to cancel. A payment in progress is cancelled at
 * the provider after the commit (the outbox). The placed order is locked first (core/locks), as a cancel from the order
 * page locks it, so the two paths queue one behind the other instead of deadlocking.
 */
export async function cancelPosOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosActionAnswer> {
  const store = await callerStore(ctx.db, caller);
  const read = await storeOrder(ctx.db, store, input.order_random_id);
  const placedId = await placedOrderRandomId(ctx.db, read.placed_order_id);
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async (): Promise<PosActionAnswer> => {
      if (read.placed_order_id !== null) {
        await lockInOrder(scope.tx, { orders: [read.placed_order_id], tillOrders: [read.id] });
      }
      const locked = placedId === null ? null : await lockOrderWithCarts(scope.tx, placedId);
      if (placedId !== null && !locked) throw posPlacingError('retail.pos_not_placed');
      const order = await lockedPosOrder(scope, input.order_random_id);
      if (order.is_order_cancelled) throw posPlacingError('retail.pos_order_cancelled');
      if (order.version !== input.version) throw new AppError('STALE');
      if (order.ptr_id !== null && !order.is_order_created) {
        await cancelAtProviderAfterCommit(scope.tx, order.ptr_id);
      }
      if (locked) await cancelCarts(ctx, scope, order, locked);
      const version = await giveBackTillSale(
        scope,
        await lockedPosOrder(scope, input.order_random_id),
        locked?.order ?? null,
        placedId ? `Order ${placedId} cancelled at the till` : 'Cancelled at the till',
      );
      return {
        success: true,
        message: M.orderCancelled,
        order_random_id: order.order_random_id,
        is_order_created: order.is_order_created ? 1 : 0,
        order_id: placedId,
        new_order_random_id: null,
        version,
      };
    }),
  );
}

/** The placed order's live carts cancelled (each running the cart-cancelled hooks). */
async function cancelCarts(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  pos: PosOrderRow,
  locked: { order: OrderRow; carts: CartRow[] },
): Promise<void> {
  for (const cart of locked.carts) {
    if (cart.orm_order_status === CANCELLED) continue;
    if (!CANCELLABLE_STATUSES.includes(cart.orm_order_status)) {
      throw posPlacingError(
        'retail.pos_placing_refused',
        'A product of this order has shipped: cancel it from the order page',
      ).at('order_random_id');
    }
    await changeLockedCartStatus(
      ctx,
      scope,
      scope.caller.principal,
      { order: locked.order, cart },
      {
        target: CANCELLED,
        comment: `Cancelled at the till (order ${pos.order_random_id})`,
        holdReason: null,
      },
      () => null,
    );
  }
}
