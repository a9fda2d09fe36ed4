import { STATUS } from '@backoffice/domain/orders';
import {
  PICKUP_MESSAGES,
  type PickupRequestRef,
  type ReturnStepResponse,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import type { PickupAttempt } from '../../../integrations/courier/reverse-pickups';
import { activePickupOf, courierRequestStep } from './courier-request-step';
import { recordedAttempts } from './pickups.queries';
import { stepAnswer } from './pickup-views';
import { commentOnPickup, updatePickup, writePickupEvent } from './pickup-writes';
import { bumpRequest, takeReturnStep, type LockedRequest } from './request-step';
import { returnOperationError } from './return-operations.errors';

/**
 * returns/refresh-pickup/: asks the courier for the attempts of the request's docketed pickup
 * and records the new ones in the pickup attempt log and the order's history. A failed attempt
 * counts towards a reschedule; a pickup moves the cart to Return Docket Pickup, the courier's
 * fact (the caller's capability for that step is not asked). The courier is read between two
 * runs, never while the request is locked (runWithCourier).
 */
export function refreshPickup(
  ctx: AppContext,
  caller: StaffCaller,
  input: PickupRequestRef,
  idempotency: IdempotentRequest | null,
): Promise<ReturnStepResponse> {
  return courierRequestStep(ctx, caller, input, idempotency, async (scope, locked, courier) => {
    const open = await activePickupOf(scope, locked);
    if (open.docket_number === null) throw returnOperationError('returns.pickup_no_docket');
    const recorded = await recordedAttempts(scope.tx, open.id);
    const query = {
      courier: open.courier,
      docket_number: open.docket_number,
      pickup_date: open.pickup_date,
      recorded_attempts: recorded,
    };
    // Read outside any lock; asked again when the pickup changed between the runs.
    const reported = courier.answer({
      key: `attempts:${open.id}:${open.version}:${recorded.length}`,
      ask: () => ctx.integrations.reversePickups.attempts(query, ctx.now()),
    });
    const fresh = reported.slice(recorded.length);
    if (fresh.length === 0) {
      const request = await bumpRequest(scope, locked.request, {}, 'Pickup checked');
      return stepAnswer(PICKUP_MESSAGES.refreshed, request, open);
    }
    let pickup = open;
    for (const attempt of fresh) {
      await writePickupEvent(scope, pickup, attempt.picked_up ? 'picked_up' : 'attempted', {
        pickup_attempted_on: new Date(attempt.attempted_on),
        pending_reason_text: attempt.pending_reason,
        attempted_by: attempt.attempted_by,
      });
    }
    const failed = fresh.filter((a) => !a.picked_up).length;
    const pickedUp = fresh.find((a) => a.picked_up);
    pickup = await updatePickup(
      scope,
      pickup,
      {
        failed_attempts: pickup.failed_attempts + failed,
        ...(pickedUp ? { state: 'picked_up' as const } : {}),
      },
      'Courier attempts recorded',
    );
    const request = await recordOutcome(ctx, scope, locked, fresh, pickedUp);
    return stepAnswer(PICKUP_MESSAGES.refreshed, request, pickup);
  });
}

/** The order's history of the attempts, and the pickup step when the courier collected. */
async function recordOutcome(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  locked: LockedRequest,
  fresh: readonly PickupAttempt[],
  pickedUp: PickupAttempt | undefined,
) {
  for (const attempt of fresh.filter((a) => !a.picked_up)) {
    await commentOnPickup(
      scope,
      locked,
      `Return pickup attempted on ${attempt.attempted_on.slice(0, 10)}: ${attempt.pending_reason ?? 'not picked up'}`,
    );
  }
  if (!pickedUp) return bumpRequest(scope, locked.request, {}, 'Pickup attempted');
  return takeReturnStep(
    ctx,
    scope,
    { principal: scope.caller.principal, byCourier: true },
    locked,
    {
      action: 'picked-up',
      to: STATUS.RETURN_DOCKET_PICKUP,
      comment: `Return picked up by the courier on ${pickedUp.attempted_on.slice(0, 10)}`,
    },
  );
}
