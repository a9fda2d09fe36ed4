import type { Capability } from '@backoffice/domain/access';
import { orderStatus, type StatusId } from '@backoffice/domain/orders';
import {
  cancelCapability,
  HOLD_SUB_REASONS,
  RETURN_ACTIONS,
  returnSteps,
  returnTargetsOf,
  STATUS_CHANGE_ACTIONS,
  ZRequestActionResponse,
  type ApproveRequest,
  type CancelRequest,
  type ChangeHoldSubReason,
  type ChangeReturnStatus,
  type ProcessRequest,
  type ReturnAction,
} from '@backoffice/domain/returns';
import { returnsPath } from '@/features/returns/api/paths';
import {
  OpenRequestStep,
  type RequestStepPopupProps,
} from '@/features/returns/components/open-request-step';
import { commentsOf } from '@/features/returns/components/step-popup';
import { useCan } from '@/lib/access';

const statusOptions = (targets: readonly StatusId[]) =>
  targets.map((to) => ({ value: String(to), label: orderStatus(to).label }));

/** Approve a request (return-or-replacement-approve/): a Team Leader accepts it. */
export function ApproveRequestPopup(props: RequestStepPopupProps) {
  return (
    <OpenRequestStep
      {...props}
      step={{
        path: returnsPath('approve'),
        schema: ZRequestActionResponse,
        submitLabel: 'Approve',
        body: (ref, values): ApproveRequest => ({ ...ref, ...commentsOf(values) }),
      }}
    />
  );
}

/** Process an approved request (return-or-replacement-process/): to a pickup, or settled. */
export function ProcessRequestPopup(props: RequestStepPopupProps) {
  return (
    <OpenRequestStep
      {...props}
      step={(request) => ({
        path: returnsPath('process'),
        schema: ZRequestActionResponse,
        submitLabel: 'Process',
        body: (ref, values): ProcessRequest => ({
          ...ref,
          // The options are the domain's target statuses.
          status: Number(values.choice) as StatusId,
          ...commentsOf(values),
        }),
        choice: {
          label: 'Next step',
          name: 'status',
          options: statusOptions(returnTargetsOf(request.status, 'process')),
        },
      })}
    />
  );
}

/**
 * Cancel a request, saying why: before approval from the order page (customer-requests/cancel/),
 * after it a Team Leader's cancellation (cancel-return-or-replacement/).
 */
export function CancelRequestPopup(props: RequestStepPopupProps) {
  return (
    <OpenRequestStep
      {...props}
      step={(request) => ({
        path: returnsPath(
          cancelCapability(request.status) === 'returns:request' ? 'customerCancel' : 'cancel',
        ),
        schema: ZRequestActionResponse,
        submitLabel: 'Cancel Request',
        body: (ref, values): CancelRequest => ({ ...ref, comments: values.comments.trim() }),
        commentsRequired: true,
      })}
    />
  );
}

/**
 * The steps returns/change-return-order-status/ takes from a status that the user may take: the
 * domain's STATUS_CHANGE_ACTIONS, today only resolving (every other step has its own call).
 */
function statusChangeTargets(
  status: number,
  allows: (capability: Capability) => boolean,
): StatusId[] {
  return returnSteps(status)
    .filter(
      (step) =>
        (STATUS_CHANGE_ACTIONS as readonly ReturnAction[]).includes(step.action) &&
        allows(RETURN_ACTIONS[step.action].capability),
    )
    .map((step) => step.to);
}

/** Whether a cart's status offers a status change the user may take. */
export const hasStatusChange = (status: number, allows: (capability: Capability) => boolean) =>
  statusChangeTargets(status, allows).length > 0;

/** Change a request's status by one step of the domain's table (returns/change-return-order-status/). */
export function ChangeReturnStatusPopup(props: RequestStepPopupProps) {
  const allows = useCan();
  return (
    <OpenRequestStep
      {...props}
      step={(request) => ({
        path: returnsPath('changeStatus'),
        schema: ZRequestActionResponse,
        submitLabel: 'Update Status',
        body: (ref, values): ChangeReturnStatus => ({
          ...ref,
          // The options are the domain's target statuses.
          status: Number(values.choice) as StatusId,
          ...commentsOf(values),
        }),
        choice: {
          label: 'New status',
          name: 'status',
          options: statusOptions(statusChangeTargets(request.status, allows)),
        },
      })}
    />
  );
}

/** Put a request on hold with a sub-reason, or take it off hold (returns/change-hold-sub-reason/). */
export function HoldSubReasonPopup(props: RequestStepPopupProps) {
  return (
    <OpenRequestStep
      {...props}
      step={(request) => ({
        path: returnsPath('changeHoldSubReason'),
        schema: ZRequestActionResponse,
        submitLabel: request.hold_sub_reason_id === null ? 'Put on Hold' : 'Update Hold',
        body: (ref, values): ChangeHoldSubReason => ({
          ...ref,
          hold_sub_reason_id: values.choice === null ? null : Number(values.choice),
          ...commentsOf(values),
        }),
        choice: {
          label: 'Hold sub-reason (clear to take it off hold)',
          name: 'hold_sub_reason_id',
          clearable: true,
          initial: request.hold_sub_reason_id === null ? null : String(request.hold_sub_reason_id),
          options: HOLD_SUB_REASONS.map((r) => ({ value: String(r.id), label: r.label })),
        },
      })}
    />
  );
}
