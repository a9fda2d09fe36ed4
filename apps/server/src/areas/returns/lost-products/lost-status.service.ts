import { lostProducts } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  LOST_PRODUCT_MESSAGES,
  indiaDay,
  isLostDateAllowed,
  type LostStatusChange,
  type ReturnStepResponse,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { cancelWithCourierAfterCommit } from '../pickups/courier-cancels';
import { openPickupOf } from '../pickups/pickups.queries';
import { stepAnswer } from '../pickups/pickup-views';
import { updatePickup, writePickupEvent } from '../pickups/pickup-writes';
import { lockRequestAt, takeReturnStep } from '../pickups/request-step';
import { returnOperationError } from '../pickups/return-operations.errors';

/**
 * lost-status-change/ (the mark-lost-product popup): a product lost on its way back, with the
 * day it was lost (not later than today in India), moves to Lost Product. A pickup the courier
 * has not made yet is cancelled with it, with the courier after the commit (the outbox,
 * pickups/courier-cancels.ts). Once per Idempotency-Key.
 */
export function markLostProduct(
  ctx: AppContext,
  caller: StaffCaller,
  input: LostStatusChange,
  idempotency: IdempotentRequest | null,
): Promise<ReturnStepResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      if (!isLostDateAllowed(input.lost_date, indiaDay(scope.now))) {
        throw fieldError('lost_date', LOST_PRODUCT_MESSAGES.lostDateAfterToday);
      }
      const locked = await lockRequestAt(scope, input.request_id, input.version);
      const note = input.comments ? `: ${input.comments}` : '';
      const request = await takeReturnStep(ctx, scope, { principal: caller.principal }, locked, {
        action: 'mark-lost',
        to: STATUS.LOST_PRODUCT,
        comment: `Marked as a lost product, lost on ${input.lost_date}${note}`,
      });
      const inserted = await scope.tx
        .insert(lostProducts)
        .values({
          cart_id: locked.cart.id,
          request_id: locked.request.id,
          lost_date: input.lost_date,
          comments: input.comments ?? null,
          marked_by_login_id: caller.login_id,
          created_at: scope.now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0)
        throw returnOperationError('returns.refused', LOST_PRODUCT_MESSAGES.alreadyLost);
      let pickup = await openPickupOf(scope.tx, locked.request.id);
      if (pickup && pickup.state !== 'picked_up') {
        pickup = await updatePickup(scope, pickup, { state: 'cancelled' }, 'Product lost');
        await writePickupEvent(scope, pickup, 'cancelled', { pending_reason_text: 'Product lost' });
        await cancelWithCourierAfterCommit(scope.tx, pickup);
      }
      return stepAnswer(LOST_PRODUCT_MESSAGES.marked, request, pickup ?? null);
    }),
  );
}
