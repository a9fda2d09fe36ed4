import { posOrders, type PosOrderRow } from '@backoffice/db/schema';
import {
  PAYMENT_MODE,
  POS_PLACING_MESSAGES as M,
  type PosActionAnswer,
  type TPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import { AppError } from '../../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../../core/use-case';
import { changeLockedCartStatus, lockOrderWithCarts } from '../../../orders/index';
import { postMovement } from '../../cash/cash-ledger';
import { lockStoreCash } from '../../cash/cash-members';
import { posPlacingError } from './placing.errors';
import { recordGiftCardToRefund } from './pos-gift-card';
import { creditWalletBack } from './pos-wallet';
import { callerStore, placedOrderRandomId, storeOrder } from './pos-order.queries';
import { lockedPosOrder } from './sale-record';

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
 * Retail order cancellation (Cancel Order): in one transaction the POS order is cancelled and
 * everything it took is given back: a payment in progress is cancelled at the provider first;
 * the placed order's carts go to Cancelled; the wallet credit used is credited back, a cash sale
 * is refunded out of the store's cash ledger, and the gift card's amount is recorded to refund.
 * Each step audited.
 */
export async function cancelPosOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosActionAnswer> {
  const store = await callerStore(ctx.db, caller);
  const read = await storeOrder(ctx.db, store, input.order_random_id);
  if (read.ptr_id !== null && !read.is_order_created && !read.is_order_cancelled) {
    await ctx.integrations.payments.cancelLink(read.ptr_id).catch(() => undefined);
  }
  const placedId = await placedOrderRandomId(ctx.db, read.placed_order_id);
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async (): Promise<PosActionAnswer> => {
      const order = await lockedPosOrder(scope, input.order_random_id);
      if (order.is_order_cancelled) throw posPlacingError('retail.pos_order_cancelled');
      if (order.version !== input.version) throw new AppError('STALE');
      if (placedId !== null) await cancelPlacedOrder(ctx, scope, order, placedId);
      if (order.giftcard_paise > 0 && order.giftcard_masked) {
        await recordGiftCardToRefund(
          scope,
          { masked: order.giftcard_masked, amount_paise: order.giftcard_paise },
          order.order_random_id,
        );
      }
      await scope.tx
        .update(posOrders)
        .set({
          is_order_cancelled: true,
          ptr_id: null,
          version: order.version + 1,
          updated_at: scope.now,
        })
        .where(eq(posOrders.id, order.id));
      await scope.record.change({
        entity: 'pos_order',
        id: order.order_random_id,
        changes: { is_order_cancelled: { before: false, after: true } },
        reason: placedId ? `Order ${placedId} cancelled at the till` : 'Cancelled at the till',
      });
      return {
        success: true,
        message: M.orderCancelled,
        order_random_id: order.order_random_id,
        is_order_created: order.is_order_created ? 1 : 0,
        order_id: placedId,
        new_order_random_id: null,
        version: order.version + 1,
      };
    }),
  );
}

/** The placed order's carts cancelled, the wallet credited back and a cash sale refunded. */
async function cancelPlacedOrder(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  pos: PosOrderRow,
  placedId: string,
): Promise<void> {
  const locked = await lockOrderWithCarts(scope.tx, placedId);
  if (!locked) throw posPlacingError('retail.pos_not_placed');
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
  await creditWalletBack(scope, pos, locked.order);
  if (pos.allowed_payment_mode === PAYMENT_MODE.cashAtStore && pos.final_amount_paise) {
    await lockStoreCash(scope.tx, pos.retail_store_id);
    await postMovement(scope, {
      store: pos.retail_store_id,
      movement: {
        kind: 'cash_sale_refunded',
        agent: pos.placed_by_login_id ?? scope.caller.login_id,
      },
      amount_paise: pos.final_amount_paise,
      order_random_id: placedId,
      payment_mode: PAYMENT_MODE.cashAtStore,
      reason: `Cash of order ${placedId} handed back`,
    });
  }
}
