import { warehouses, type ReturnPickupRow } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  PICKUP_MESSAGES,
  type CreateReturnDocket,
  type PickupRequestRef,
  type ReturnStepResponse,
} from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../core/use-case';
import type { ReverseDocket } from '../../../integrations/courier/reverse-pickups';
import type { CourierQuestion } from './courier-outside-locks';
import { activePickupOf, courierRequestStep } from './courier-request-step';
import { openPickupOf } from './pickups.queries';
import { stepAnswer } from './pickup-views';
import { commentOnPickup, updatePickup, writePickupEvent } from './pickup-writes';
import { bumpRequest, checkReturnStep, takeReturnStep } from './request-step';
import { returnOperationError } from './return-operations.errors';

/**
 * The courier's next docket of a pickup, asked outside any lock (runWithCourier). The courier
 * answers the same docket for the same booking and sequence, so a docket made for a run that did
 * not commit is the one the next try gets again.
 */
const nextDocket = (ctx: AppContext, open: ReturnPickupRow): CourierQuestion<ReverseDocket> => ({
  key: `docket:${open.id}:${open.docket_count}`,
  ask: () => ctx.integrations.reversePickups.createDocket(open, open.docket_count, ctx.now()),
});

/**
 * returns/create-docket/ (the label form): the courier creates the docket of the booked pickup,
 * which goes to the chosen warehouse; Return Pickup Created to Return Pickup Docketed. This call
 * is the only way to that status (the domain's `ownCall`).
 */
export function createReturnDocket(
  ctx: AppContext,
  caller: StaffCaller,
  input: CreateReturnDocket,
  idempotency: IdempotentRequest | null,
): Promise<ReturnStepResponse> {
  return courierRequestStep(ctx, caller, input, idempotency, async (scope, locked, courier) => {
    const open = await openPickupOf(scope.tx, locked.request.id);
    if (!open || open.id !== input.return_pickup_id) {
      throw returnOperationError('returns.no_active_pickup');
    }
    if (open.docket_number !== null) throw returnOperationError('returns.pickup_has_docket');
    const [warehouse] = await scope.tx
      .select()
      .from(warehouses)
      .where(eq(warehouses.id, input.warehouse_id));
    if (!warehouse?.is_active) throw fieldError('warehouse_id', 'Choose an active warehouse');
    const actor = { principal: caller.principal };
    const step = { action: 'docket', to: STATUS.RETURN_PICKUP_DOCKETED } as const;
    checkReturnStep(ctx, actor, locked, step);
    const docket = courier.answer(nextDocket(ctx, open));
    const stepped = await takeReturnStep(ctx, scope, actor, locked, {
      ...step,
      comment: `Return docket created with ${open.courier} to ${warehouse.name}`,
    });
    const pickup = await updatePickup(
      scope,
      open,
      {
        state: 'docketed',
        docket_number: docket.docket_number,
        docket_count: 1,
        warehouse_id: warehouse.id,
      },
      'Docket created',
    );
    await writePickupEvent(scope, pickup, 'docketed');
    return stepAnswer(PICKUP_MESSAGES.docketCreated, stepped, pickup);
  });
}

/**
 * /recreate-docket/: the courier replaces the docket of a docketed pickup that is not picked up
 * yet (a lost or damaged label); the status stays, the new docket goes in the pickup log.
 */
export function recreateReturnDocket(
  ctx: AppContext,
  caller: StaffCaller,
  input: PickupRequestRef,
  idempotency: IdempotentRequest | null,
): Promise<ReturnStepResponse> {
  return courierRequestStep(ctx, caller, input, idempotency, async (scope, locked, courier) => {
    const open = await activePickupOf(scope, locked);
    if (open.state === 'picked_up') throw returnOperationError('returns.pickup_picked_up');
    if (open.docket_number === null) throw returnOperationError('returns.pickup_no_docket');
    const docket = courier.answer(nextDocket(ctx, open));
    const pickup = await updatePickup(
      scope,
      open,
      { docket_number: docket.docket_number, docket_count: open.docket_count + 1 },
      'Docket recreated',
    );
    await writePickupEvent(scope, pickup, 'redocketed');
    await commentOnPickup(
      scope,
      locked,
      `Return docket ${open.docket_number} replaced by ${docket.docket_number}`,
    );
    const request = await bumpRequest(scope, locked.request, {}, 'Docket recreated');
    return stepAnswer(PICKUP_MESSAGES.docketRecreated, request, pickup);
  });
}
