import { posOrders } from '@backoffice/db/schema';
import {
  canForcefullyConfirm,
  isPaymentInProgress,
  POS_PLACING_MESSAGES as M,
  type PosActionAnswer,
  type TPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../../core/use-case';
import { cancelAtProviderAfterCommit } from '../../../sales/index';
import { completePayment } from './complete-payment';
import { posPlacingError } from './placing.errors';
import { callerStore, placedOrderRandomId, storeOrder } from './pos-order.queries';
import { CARD_PROVIDER_VIA } from './provider-payment';
import { checkPlaceable, lockedPosOrder } from './sale-record';

/** The answer of an action after placing, read back from the POS order. */
async function actionAnswer(
  ctx: AppContext,
  orderRandomId: string,
  message: string,
  newOrder: string | null = null,
): Promise<PosActionAnswer> {
  const [order] = await ctx.db
    .select()
    .from(posOrders)
    .where(eq(posOrders.order_random_id, orderRandomId));
  if (!order) throw posPlacingError('retail.pos_order_not_found');
  return {
    success: true,
    message,
    order_random_id: order.order_random_id,
    is_order_created: order.is_order_created ? 1 : 0,
    order_id: await placedOrderRandomId(ctx.db, order.placed_order_id),
    new_order_random_id: newOrder,
    version: order.version,
  };
}

/** The caller's POS order with a payment in progress (400 otherwise). */
async function orderInPayment(ctx: AppContext, caller: StaffCaller, orderRandomId: string) {
  const order = await storeOrder(ctx.db, await callerStore(ctx.db, caller), orderRandomId);
  if (order.is_order_cancelled) throw posPlacingError('retail.pos_order_cancelled');
  if (order.is_order_created) throw posPlacingError('retail.pos_already_placed');
  if (!isPaymentInProgress(order) || order.ptr_id === null) {
    throw posPlacingError('retail.pos_no_payment_in_progress');
  }
  return { ...order, ptr_id: order.ptr_id };
}

/**
 * Check Status: reads the payment from the provider. Paid places the order; failed, expired or
 * cancelled releases the POS order (the till chooses a mode again, or, when a gift card was
 * redeemed, cancels the order); pending changes nothing.
 */
export async function checkPosStatus(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosActionAnswer> {
  const order = await orderInPayment(ctx, caller, input.order_random_id);
  const state = await ctx.integrations.payments.getLink(order.ptr_id);
  if (state.status === 'paid') {
    const placed = await completePayment(ctx, caller, {
      order,
      trackingId: state.payment_id ?? order.ptr_id,
      how: `paid through the payments provider (${order.ptr_id})`,
      idempotency,
    });
    return actionAnswer(ctx, order.order_random_id, M.placed(placed));
  }
  if (state.status === 'pending') return actionAnswer(ctx, order.order_random_id, M.paymentPending);
  await releasePayment(
    ctx,
    caller,
    order.order_random_id,
    order.ptr_id,
    `The payment ${state.status}`,
  );
  return actionAnswer(ctx, order.order_random_id, M.paymentFailed);
}

/**
 * Cancel Transaction: the POS order released, and its payment cancelled at the provider after
 * the commit (the outbox retries it while the provider is unavailable).
 */
export async function cancelPosTransaction(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
): Promise<PosActionAnswer> {
  const order = await orderInPayment(ctx, caller, input.order_random_id);
  await releasePayment(
    ctx,
    caller,
    order.order_random_id,
    order.ptr_id,
    'Transaction cancelled at the till',
    { cancelAtProvider: true },
  );
  return actionAnswer(ctx, order.order_random_id, M.paymentReleased);
}

/**
 * Confirm Order Forcefully (designed, docs/retail.md): a Retail Manager places an order whose
 * payment is in progress when the customer paid out of band; the provider's payment is cancelled
 * after the commit (the outbox) so that it cannot be paid twice, and the history names who
 * confirmed.
 */
export async function forceConfirmPosOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosActionAnswer> {
  const order = await orderInPayment(ctx, caller, input.order_random_id);
  if (!canForcefullyConfirm(caller.principal, order, ctx.config.access)) {
    throw posPlacingError('retail.pos_force_confirm_refused');
  }
  const placed = await completePayment(ctx, caller, {
    order,
    trackingId: `FORCE-${order.ptr_id}`,
    how: `confirmed forcefully by ${caller.name}`,
    idempotency,
    cancelLinkAtProvider: true,
  });
  return actionAnswer(ctx, order.order_random_id, M.forceConfirmed(placed));
}

/** Resend Payment Link: a card provider's payment still pending, sent again (who: its route's capability). */
export async function resendPosPaymentLink(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
): Promise<PosActionAnswer> {
  const order = await orderInPayment(ctx, caller, input.order_random_id);
  if (order.payment_via !== CARD_PROVIDER_VIA) throw posPlacingError('retail.pos_resend_not_card');
  const state = await ctx.integrations.payments.getLink(order.ptr_id);
  if (state.status !== 'pending' && state.status !== 'failed') {
    throw posPlacingError('retail.pos_no_payment_in_progress');
  }
  await runUseCase(ctx, caller, async (scope) => {
    const locked = await lockedPosOrder(scope, order.order_random_id);
    checkPlaceable(locked, null);
    await scope.record.change({
      entity: 'pos_order',
      id: locked.order_random_id,
      changes: { payment_link: { before: null, after: { resent: order.ptr_id } } },
      reason: `Payment link ${order.ptr_id} sent again to ${locked.mobile_number}`,
    });
  });
  return actionAnswer(ctx, order.order_random_id, M.linkResent);
}

/**
 * Releases a POS order whose payment did not go through: without a gift card it becomes editable
 * again (payment type, mode and payment cleared); with one it stays read-only, waiting for Cancel
 * Order to give the card's amount back. Audited; with `cancelAtProvider` the payment is cancelled
 * at the provider after the commit.
 */
async function releasePayment(
  ctx: AppContext,
  caller: StaffCaller,
  orderRandomId: string,
  ptrId: string,
  why: string,
  options: { cancelAtProvider: boolean } = { cancelAtProvider: false },
): Promise<void> {
  await runUseCase(ctx, caller, async (scope) => {
    const order = await lockedPosOrder(scope, orderRandomId);
    if (order.ptr_id !== ptrId || order.is_order_created) return;
    if (options.cancelAtProvider) await cancelAtProviderAfterCommit(scope.tx, ptrId);
    const keepsGiftCard = order.giftcard_paise > 0;
    await scope.tx
      .update(posOrders)
      .set({
        ptr_id: null,
        ...(keepsGiftCard
          ? {}
          : {
              payment_type: null,
              payment_via: null,
              allowed_payment_mode: null,
              final_amount_paise: null,
            }),
        version: order.version + 1,
        updated_at: scope.now,
      })
      .where(eq(posOrders.id, order.id));
    await scope.record.change({
      entity: 'pos_order',
      id: order.order_random_id,
      changes: { ptr_id: { before: ptrId, after: null } },
      reason: `${why}: payment ${ptrId} released`,
    });
  });
}
