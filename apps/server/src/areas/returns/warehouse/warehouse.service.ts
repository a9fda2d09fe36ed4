import { STATUS } from '@backoffice/domain/orders';
import {
  PICKUP_MESSAGES,
  type ReturnStepResponse,
  type WarehouseStep,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { latestPickupOfCart } from '../pickups/pickups.queries';
import { stepAnswer } from '../pickups/pickup-views';
import { lockRequestAt, takeReturnStep } from '../pickups/request-step';

/** The warehouse's two steps: the product arrives (32), then it is scanned in (33). */
const WAREHOUSE_STEPS = {
  'reach-warehouse': {
    to: STATUS.RETURN_REACHED_TO_WAREHOUSE,
    sentence: 'Returned product reached the warehouse',
    message: PICKUP_MESSAGES.reachedWarehouse,
  },
  'inward-scan': {
    to: STATUS.INWARD_SCANNED,
    sentence: 'Returned product inward scanned',
    message: PICKUP_MESSAGES.inwardScanned,
  },
} as const;

/**
 * returns/reached-warehouse/ and returns/inward-scan/: the warehouse records a returned product
 * (Return Docket Pickup to Return Reached to Warehouse, then Inward Scanned), with the docket in
 * the order's history. Once per Idempotency-Key.
 */
export function takeWarehouseStep(
  step: keyof typeof WAREHOUSE_STEPS,
): (
  ctx: AppContext,
  caller: StaffCaller,
  input: WarehouseStep,
  idempotency: IdempotentRequest | null,
) => Promise<ReturnStepResponse> {
  const { to, sentence, message } = WAREHOUSE_STEPS[step];
  return (ctx, caller, input, idempotency) =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const locked = await lockRequestAt(scope, input.request_id, input.version);
        const pickup = await latestPickupOfCart(scope.tx, locked.cart.id);
        const docket = pickup?.docket_number ? ` (docket ${pickup.docket_number})` : '';
        const note = input.comments ? `: ${input.comments}` : '';
        const request = await takeReturnStep(ctx, scope, { principal: caller.principal }, locked, {
          action: step,
          to,
          comment: `${sentence}${docket}${note}`,
        });
        return stepAnswer(message, request, pickup ?? null);
      }),
    );
}
