import { STATUS } from '@backoffice/domain/orders';
import {
  PICKUP_MESSAGES,
  type CancelPickup,
  type ReturnStepResponse,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { cancelWithCourierAfterCommit } from './courier-cancels';
import { activePickupOf } from './courier-request-step';
import { stepAnswer } from './pickup-views';
import { updatePickup, writePickupEvent } from './pickup-writes';
import { bumpRequest, lockRequestAt, takeReturnStep } from './request-step';
import { returnOperationError } from './return-operations.errors';

/**
 * returns/cancel-return-pickup/: cancels the request's booked pickup with the courier (not once
 * it is picked up); the cart goes back to Schedule Return Pickup for a new booking, and the
 * cancelled pickup stays in the pickup log. The booking is cancelled with the courier after the
 * commit, through the outbox (courier-cancels.ts). Once per Idempotency-Key.
 */
export function cancelReturnPickup(
  ctx: AppContext,
  caller: StaffCaller,
  input: CancelPickup,
  idempotency: IdempotentRequest | null,
): Promise<ReturnStepResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const locked = await lockRequestAt(scope, input.request_id, input.version);
      const open = await activePickupOf(scope, locked);
      if (open.state === 'picked_up') throw returnOperationError('returns.pickup_picked_up');
      const stepped = await takeReturnStep(ctx, scope, { principal: caller.principal }, locked, {
        action: 'cancel-pickup',
        to: STATUS.SCHEDULE_RETURN_PICKUP,
        comment: `Return pickup of ${open.pickup_date} cancelled: ${input.comments}`,
      });
      const pickup = await updatePickup(scope, open, { state: 'cancelled' }, input.comments);
      await writePickupEvent(scope, pickup, 'cancelled', { pending_reason_text: input.comments });
      await cancelWithCourierAfterCommit(scope.tx, pickup);
      const request = await bumpRequest(
        scope,
        stepped,
        { current_pickup_id: null },
        'Pickup cancelled',
      );
      return stepAnswer(PICKUP_MESSAGES.cancelled, request, pickup);
    }),
  );
}
