import { can } from '@backoffice/domain/access';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import {
  REFUND_REQUEST_MESSAGES,
  RETURN_ACTIONS,
  RETURN_MESSAGES,
  canTakeReturnStep,
  type RefundInitiatedResponse,
  type ReturnMessageResponse,
  type RtsAction,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { changeLockedCartStatus, lockCartWithOrder } from '../../orders/index';
import { returnOperationError } from '../pickups/return-operations.errors';
import { refundableOf } from './refund-amounts.queries';
import { toReturnRefund } from './refund-views';
import { raiseRefund } from './refund-writes';

/** An RTS cart locked with its order at the version read, for one of its two steps. */
async function lockedRtsCart(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  input: RtsAction,
  action: 'rts-refund' | 'rts-reship',
  to: StatusId,
) {
  const locked = await lockCartWithOrder(scope.tx, input.cart_pid);
  if (!locked || locked.cart.affiliate_id !== input.affiliate_id) {
    throw returnOperationError('returns.cart_not_found');
  }
  if (locked.cart.version !== input.version) throw new AppError('STALE');
  if (!can(scope.caller.principal, RETURN_ACTIONS[action].capability, ctx.config.access)) {
    throw new AppError('FORBIDDEN', { message: RETURN_MESSAGES.notAllowedStep });
  }
  if (!canTakeReturnStep(locked.cart.orm_order_status, to, action)) {
    throw returnOperationError('returns.refused', REFUND_REQUEST_MESSAGES.notRts);
  }
  return locked;
}

const withNote = (text: string, comments: string | undefined) =>
  comments ? `${text}: ${comments}` : text;

/**
 * rts/refund/ (the RTS refund confirm popup): a cart returned to sender is refunded what was paid
 * for it (rts-refunds category, Refund Initiated) and resolved (RTS to Resolved). Nothing paid
 * is nothing to refund: the call is refused. Once per Idempotency-Key.
 */
export function refundRts(
  ctx: AppContext,
  caller: StaffCaller,
  input: RtsAction,
  idempotency: IdempotentRequest | null,
): Promise<RefundInitiatedResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const locked = await lockedRtsCart(ctx, scope, input, 'rts-refund', STATUS.RESOLVED);
      const refundable = await refundableOf(scope.tx, locked.order, locked.cart);
      if (refundable === 0) {
        throw returnOperationError('returns.refused', REFUND_REQUEST_MESSAGES.nothingToRefund);
      }
      // The refund's sentence first, in RTS; then the step to Resolved.
      const refund = await raiseRefund(scope, locked.order, locked.cart, {
        category: 'rts-refunds',
        amount_paise: refundable,
        comments: input.comments ?? null,
      });
      await changeLockedCartStatus(
        ctx,
        scope,
        caller.principal,
        locked,
        {
          target: STATUS.RESOLVED,
          comment: withNote('RTS refunded', input.comments),
          holdReason: null,
        },
        () => null,
      );
      return {
        success: true as const,
        message: REFUND_REQUEST_MESSAGES.initiated,
        refund: toReturnRefund(refund, locked.order.order_random_id, caller),
      };
    }),
  );
}

/** rts/reship/: a cart returned to sender ships again (RTS to Confirmed). */
export function reshipRts(
  ctx: AppContext,
  caller: StaffCaller,
  input: RtsAction,
  idempotency: IdempotentRequest | null,
): Promise<ReturnMessageResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const locked = await lockedRtsCart(ctx, scope, input, 'rts-reship', STATUS.CONFIRMED);
      await changeLockedCartStatus(
        ctx,
        scope,
        caller.principal,
        locked,
        {
          target: STATUS.CONFIRMED,
          comment: withNote('RTS reshipped', input.comments),
          holdReason: null,
        },
        () => null,
      );
      return { success: true as const, message: REFUND_REQUEST_MESSAGES.reshipped };
    }),
  );
}
