import { returnRequests, type ReturnRequestRow } from '@backoffice/db/schema';
import { can } from '@backoffice/domain/access';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import {
  cancelCapability,
  holdSubReasonLabel,
  isHoldable,
  returnRequestType,
  returnTargetsOf,
  RETURN_MESSAGES,
  statusChangeActionBetween,
  type ApproveRequest,
  type CancelRequest,
  type ChangeHoldSubReason,
  type ChangeReturnStatus,
  type ProcessRequest,
  type RequestActionResponse,
  type ReturnAction,
} from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { changeLockedCartStatus } from '../../orders/index';
import {
  bumpRequest,
  lockRequestAt,
  takeReturnStep,
  type LockedRequest,
} from '../pickups/request-step';
import { requestError } from './requests.errors';
import { requestWithContext } from './requests.queries';
import { statusLabel, toCustomerRequest } from './request-view';

/** The request's name in a history sentence: "the Return request". */
const named = (request: ReturnRequestRow): string =>
  `the ${returnRequestType(request.request_type)?.label ?? 'customer'} request`;
const withComments = (sentence: string, comments: string | undefined): string =>
  comments ? `${sentence}: ${comments}` : sentence;

/** Runs a step of a request at the version the caller read, once per Idempotency-Key. */
function requestStep(
  ctx: AppContext,
  caller: StaffCaller,
  ref: { request_id: number; version: number },
  keyed: IdempotentRequest | null,
  message: string,
  step: (scope: UseCaseScope<StaffCaller>, locked: LockedRequest) => Promise<unknown>,
): Promise<RequestActionResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, keyed, async () => {
      const locked = await lockRequestAt(scope, ref.request_id, ref.version);
      await step(scope, locked);
      const view = await requestWithContext(scope.tx, ref.request_id);
      if (!view) throw new Error(`requestStep: request ${ref.request_id} vanished`);
      return { success: true as const, message, request: toCustomerRequest(view) };
    }),
  );
}

/** 400: the request may not go from its status to `to` (a status, or 'the next step'). */
const stepNotAllowed = (request: ReturnRequestRow, to: string) =>
  requestError('returns.step_not_allowed', statusLabel(request.status), to);

/** The one target an action offers from the request's status (400 when it offers none). */
function onlyTarget(request: ReturnRequestRow, action: ReturnAction, asked?: number): StatusId {
  const targets = returnTargetsOf(request.status, action);
  const target = asked ?? targets[0];
  if (target === undefined || !targets.includes(target as StatusId)) {
    throw stepNotAllowed(request, target === undefined ? 'the next step' : statusLabel(target));
  }
  return target as StatusId;
}

/**
 * POST /return-or-replacement-approve/: a Team Leader accepts a request (24 to 26, 25 and 99 to
 * 98). A request on hold is refused; approving twice is a stale version or a step not allowed.
 */
export function approveRequest(
  ctx: AppContext,
  caller: StaffCaller,
  input: ApproveRequest,
  keyed: IdempotentRequest | null,
): Promise<RequestActionResponse> {
  return requestStep(ctx, caller, input, keyed, RETURN_MESSAGES.approved, async (scope, locked) => {
    const { request } = locked;
    const to = onlyTarget(request, 'approve');
    const comment = withComments(`${caller.name} approved ${named(request)}`, input.comments);
    await takeReturnStep(ctx, scope, { principal: caller.principal }, locked, {
      action: 'approve',
      to,
      comment,
    });
    await scope.tx
      .update(returnRequests)
      .set({ approved_at: scope.now, approved_by_login_id: caller.login_id })
      .where(eq(returnRequests.id, request.id));
  });
}

/**
 * POST /return-or-replacement-process/: an approved request goes to Schedule Return Pickup (28)
 * when its product travels back, or is settled (27). An issue has no pickup: 27 only.
 */
export function processRequest(
  ctx: AppContext,
  caller: StaffCaller,
  input: ProcessRequest,
  keyed: IdempotentRequest | null,
): Promise<RequestActionResponse> {
  return requestStep(
    ctx,
    caller,
    input,
    keyed,
    RETURN_MESSAGES.processed,
    async (scope, locked) => {
      const { request } = locked;
      const to = onlyTarget(request, 'process', input.status);
      if (
        to === STATUS.SCHEDULE_RETURN_PICKUP &&
        !returnRequestType(request.request_type)?.needs_pickup
      ) {
        throw stepNotAllowed(request, statusLabel(to));
      }
      const comment = withComments(
        `${caller.name} processed ${named(request)} to ${statusLabel(to)}`,
        input.comments,
      );
      await takeReturnStep(ctx, scope, { principal: caller.principal }, locked, {
        action: 'process',
        to,
        comment,
      });
    },
  );
}

/**
 * POST returns/change-return-order-status/: a step of the table that has no call of its own
 * (resolving). A step with its own call (a docket, a pickup, the warehouse's, a lost product...)
 * is refused here: 400, as a step off the table (the domain's `ownCall`).
 */
export function changeReturnStatus(
  ctx: AppContext,
  caller: StaffCaller,
  input: ChangeReturnStatus,
  keyed: IdempotentRequest | null,
): Promise<RequestActionResponse> {
  return requestStep(
    ctx,
    caller,
    input,
    keyed,
    RETURN_MESSAGES.statusChanged,
    async (scope, locked) => {
      const { request } = locked;
      const action = statusChangeActionBetween(request.status, input.status);
      if (!action) {
        throw stepNotAllowed(request, statusLabel(input.status));
      }
      const comment = withComments(
        `${caller.name} moved ${named(request)} from ${statusLabel(request.status)} to ${statusLabel(input.status)}`,
        input.comments,
      );
      await takeReturnStep(ctx, scope, { principal: caller.principal }, locked, {
        action,
        to: input.status,
        comment,
      });
    },
  );
}

/**
 * Cancels a request: the cart goes back to the status it had before the request. Before approval
 * the raiser's side may cancel (returns:request), after it a Team Leader (returns:approve); once
 * a pickup is booked it may not be cancelled. customer-requests/cancel/ (the order page) cancels
 * only before approval.
 */
export function cancelRequest(
  ctx: AppContext,
  caller: StaffCaller,
  input: CancelRequest,
  keyed: IdempotentRequest | null,
  from: 'order-page' | 'returns-list',
): Promise<RequestActionResponse> {
  return requestStep(
    ctx,
    caller,
    input,
    keyed,
    RETURN_MESSAGES.cancelled,
    async (scope, locked) => {
      const { request } = locked;
      const capability = request.is_open ? cancelCapability(request.status) : undefined;
      if (!capability || (from === 'order-page' && capability !== 'returns:request')) {
        throw requestError('returns.not_cancellable');
      }
      if (!can(caller.principal, capability, ctx.config.access)) {
        throw new AppError('FORBIDDEN', { message: RETURN_MESSAGES.forbiddenCancel });
      }
      const comment = `${caller.name} cancelled ${named(request)}: ${input.comments}`;
      await changeLockedCartStatus(
        ctx,
        scope,
        caller.principal,
        locked,
        { target: request.from_status, comment, holdReason: null },
        () => null,
      );
      const fields = {
        is_open: false,
        cancelled_at: scope.now,
        cancelled_by_login_id: caller.login_id,
        cancel_reason: input.comments,
      };
      await bumpRequest(scope, request, fields, comment);
    },
  );
}

/**
 * POST returns/change-hold-sub-reason/: puts a request on hold with a sub-reason, changes the
 * sub-reason, or takes it off hold (null), before any pickup. The order's history says so.
 */
export function changeHoldSubReason(
  ctx: AppContext,
  caller: StaffCaller,
  input: ChangeHoldSubReason,
  keyed: IdempotentRequest | null,
): Promise<RequestActionResponse> {
  return requestStep(
    ctx,
    caller,
    input,
    keyed,
    RETURN_MESSAGES.holdChanged,
    async (scope, { request, order, cart }) => {
      if (!request.is_open || !isHoldable(request.status)) {
        throw requestError('returns.not_holdable');
      }
      const label =
        input.hold_sub_reason_id === null ? null : holdSubReasonLabel(input.hold_sub_reason_id);
      const sentence = label
        ? `${caller.name} put ${named(request)} on hold: ${label}`
        : `${caller.name} took ${named(request)} off hold`;
      const comment = withComments(sentence, input.comments);
      const fields = { hold_sub_reason_id: input.hold_sub_reason_id };
      await bumpRequest(scope, request, fields, comment, {
        order_id: order.id,
        cart_id: cart.id,
        order_status: cart.orm_order_status,
        text: comment,
      });
    },
  );
}
