import type { ReturnPickupRow } from '@backoffice/db/schema';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { runWithCourier, type CourierAnswers } from './courier-outside-locks';
import { openPickupOf } from './pickups.queries';
import { lockRequestAt, type LockedRequest } from './request-step';
import { returnOperationError } from './return-operations.errors';

/**
 * Runs a pickup use case that asks the courier: `work` gets the request locked at the version the
 * caller read (404, 409 otherwise), once per Idempotency-Key, and the courier's answers, which
 * are never asked while the request is locked (runWithCourier).
 */
export function courierRequestStep<T>(
  ctx: AppContext,
  caller: StaffCaller,
  ref: { request_id: number; version: number },
  idempotency: IdempotentRequest | null,
  work: (
    scope: UseCaseScope<StaffCaller>,
    locked: LockedRequest,
    courier: CourierAnswers,
  ) => Promise<T>,
): Promise<T> {
  return runWithCourier(ctx, (courier) =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const locked = await lockRequestAt(scope, ref.request_id, ref.version);
        return work(scope, locked, courier);
      }),
    ),
  );
}

/** The request's pickup that is not cancelled, locked for a change; 400 when it has none. */
export async function activePickupOf(
  { tx }: UseCaseScope,
  { request }: LockedRequest,
): Promise<ReturnPickupRow> {
  const open = await openPickupOf(tx, request.id);
  if (!open) throw returnOperationError('returns.no_active_pickup');
  return open;
}
