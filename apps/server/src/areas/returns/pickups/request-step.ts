import {
  returnRequests,
  type CartRow,
  type OrderRow,
  type ReturnRequestRow,
} from '@backoffice/db/schema';
import { can, type Principal } from '@backoffice/domain/access';
import { orderStatus, STATUS, type StatusId } from '@backoffice/domain/orders';
import {
  RETURN_ACTIONS,
  RETURN_MESSAGES,
  canTakeReturnStep,
  type ReturnAction,
  type ReturnStatusId,
} from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { changedFields } from '../../../core/audit/audit.service';
import { AppError } from '../../../core/errors';
import type { Change, UseCaseScope } from '../../../core/use-case';
import { changeLockedCartStatus, lockCartWithOrder } from '../../orders/index';
import { returnOperationError } from './return-operations.errors';

/** A request locked with its cart and order for a step. */
export interface LockedRequest {
  request: ReturnRequestRow;
  order: OrderRow;
  cart: CartRow;
}

/**
 * Locks a request with its order and cart (order, cart, request: the order lists' lock order),
 * at the version the caller read: 404 for an unknown request, 409 for a stale version.
 */
export async function lockRequestAt(
  { tx }: UseCaseScope,
  requestId: number,
  version: number,
): Promise<LockedRequest> {
  const [found] = await tx
    .select({ cart_id: returnRequests.cart_id })
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId));
  if (!found) throw returnOperationError('returns.request_not_found');
  const locked = await lockCartWithOrder(tx, found.cart_id);
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId))
    .for('update');
  if (!locked || !request) throw returnOperationError('returns.request_not_found');
  if (request.version !== version) throw new AppError('STALE');
  return { request, ...locked };
}

/**
 * Who takes a step: a caller with the step's capability, or a caller relaying what the courier
 * reported (`byCourier`: the courier did it, so the caller's capability is not asked).
 */
export interface StepActor {
  principal: Principal;
  byCourier?: boolean;
}

/**
 * Checks that a locked request may take a step, without writing anything: the step must be in
 * the returns table (400), the caller must hold its capability (403), and a request on hold
 * moves only once taken off hold. A use case that asks the courier checks first, so that a
 * refusal comes before the courier is asked.
 */
export function checkReturnStep(
  ctx: AppContext,
  actor: StepActor,
  { request }: Pick<LockedRequest, 'request'>,
  step: { action: ReturnAction; to: StatusId },
): void {
  if (!canTakeReturnStep(request.status, step.to, step.action)) {
    throw returnOperationError('returns.step_not_allowed', orderStatus(request.status).label);
  }
  const capability = RETURN_ACTIONS[step.action].capability;
  if (!actor.byCourier && !can(actor.principal, capability, ctx.config.access)) {
    throw new AppError('FORBIDDEN', { message: RETURN_MESSAGES.notAllowedStep });
  }
  if (request.hold_sub_reason_id !== null) throw returnOperationError('returns.on_hold');
}

/**
 * Moves a locked request and its cart one step along the returns table (docs/returns.md), once
 * checkReturnStep allows it. The cart's status changes through the orders area's helper
 * (comment, audit, tab counts), the request's status and version with it.
 */
export async function takeReturnStep(
  ctx: AppContext,
  scope: UseCaseScope,
  actor: StepActor,
  locked: LockedRequest,
  step: { action: ReturnAction; to: StatusId; comment: string },
): Promise<ReturnRequestRow> {
  checkReturnStep(ctx, actor, locked, step);
  // The returns table has been checked above: the orders helper only writes the change.
  await changeLockedCartStatus(
    ctx,
    scope,
    actor.principal,
    locked,
    { target: step.to, comment: step.comment, holdReason: null },
    () => null,
  );
  return bumpRequest(scope, locked.request, { status: step.to as ReturnStatusId }, step.comment);
}

/** The fields of a request a step may change (bumpRequest). */
type RequestFields = Partial<
  Pick<
    ReturnRequestRow,
    | 'status'
    | 'current_pickup_id'
    | 'is_open'
    | 'resolved_at'
    | 'cancelled_at'
    | 'cancelled_by_login_id'
    | 'cancel_reason'
    | 'hold_sub_reason_id'
  >
>;

/**
 * Writes a request's changed fields with a new version and its audit record (a step without a
 * status change, such as a new pickup date, still moves the version the screens read); the
 * order's history gets `comment` when one is given.
 */
export async function bumpRequest(
  { tx, record, now }: UseCaseScope,
  request: ReturnRequestRow,
  fields: RequestFields,
  reason: string,
  comment?: Change['comment'],
): Promise<ReturnRequestRow> {
  const resolved = fields.status === STATUS.RESOLVED ? { is_open: false, resolved_at: now } : {};
  const all = { ...fields, ...resolved };
  const [after] = await tx
    .update(returnRequests)
    .set({ ...all, version: request.version + 1, updated_at: now })
    .where(eq(returnRequests.id, request.id))
    .returning();
  if (!after) throw new Error(`bumpRequest: request ${request.id} vanished`);
  await record.change({
    entity: 'return_request',
    id: request.id,
    changes: changedFields(request, all),
    reason,
    ...(comment ? { comment } : {}),
  });
  return after;
}
