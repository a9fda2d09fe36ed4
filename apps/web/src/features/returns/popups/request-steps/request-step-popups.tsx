import type { Capability } from '@backoffice/domain/access';
import {
  orderStatus,
  type OrderCart,
  type OrderDetails,
  type StatusId,
} from '@backoffice/domain/orders';
import {
  cancelCapability,
  HOLD_SUB_REASONS,
  RETURN_ACTIONS,
  returnSteps,
  returnTargetsOf,
  STATUS_CHANGE_ACTIONS,
  ZRequestActionResponse,
  type ReturnAction,
} from '@backoffice/domain/returns';
import { StepPopup } from '@/features/returns/components/step-popup';
import { WithOpenRequest } from '@/features/returns/components/with-open-request';
import { returnsPath } from '@/features/returns/api/paths';
import { useCan } from '@/lib/access';

export interface RequestStepPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

const statusOptions = (targets: readonly StatusId[]) =>
  targets.map((to) => ({ value: String(to), label: orderStatus(to).label }));

/** Approve a request (return-or-replacement-approve/): a Team Leader accepts it. */
export function ApproveRequestPopup({ order, cart, close }: RequestStepPopupProps) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath('approve')}
          schema={ZRequestActionResponse}
          submitLabel="Approve"
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}

/** Process an approved request (return-or-replacement-process/): to a pickup, or settled. */
export function ProcessRequestPopup({ order, cart, close }: RequestStepPopupProps) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath('process')}
          schema={ZRequestActionResponse}
          submitLabel="Process"
          choice={{
            label: 'Next step',
            name: 'status',
            numeric: true,
            options: statusOptions(returnTargetsOf(request.status, 'process')),
          }}
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}

/**
 * Cancel a request, saying why: before approval from the order page (customer-requests/cancel/),
 * after it a Team Leader's cancellation (cancel-return-or-replacement/).
 */
export function CancelRequestPopup({ order, cart, close }: RequestStepPopupProps) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath(
            cancelCapability(request.status) === 'returns:request' ? 'customerCancel' : 'cancel',
          )}
          schema={ZRequestActionResponse}
          submitLabel="Cancel Request"
          commentsRequired
          close={close}
        />
      )}
    </WithOpenRequest>
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
export function ChangeReturnStatusPopup({ order, cart, close }: RequestStepPopupProps) {
  const allows = useCan();
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath('changeStatus')}
          schema={ZRequestActionResponse}
          submitLabel="Update Status"
          choice={{
            label: 'New status',
            name: 'status',
            numeric: true,
            options: statusOptions(statusChangeTargets(request.status, allows)),
          }}
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}

/** Put a request on hold with a sub-reason, or take it off hold (returns/change-hold-sub-reason/). */
export function HoldSubReasonPopup({ order, cart, close }: RequestStepPopupProps) {
  return (
    <WithOpenRequest order={order} cart={cart}>
      {(request, reload) => (
        <StepPopup
          request={request}
          orderRandomId={order.order_random_id}
          reload={reload}
          path={returnsPath('changeHoldSubReason')}
          schema={ZRequestActionResponse}
          submitLabel={request.hold_sub_reason_id === null ? 'Put on Hold' : 'Update Hold'}
          choice={{
            label: 'Hold sub-reason (clear to take it off hold)',
            name: 'hold_sub_reason_id',
            numeric: true,
            clearable: true,
            initial:
              request.hold_sub_reason_id === null ? null : String(request.hold_sub_reason_id),
            options: HOLD_SUB_REASONS.map((r) => ({ value: String(r.id), label: r.label })),
          }}
          close={close}
        />
      )}
    </WithOpenRequest>
  );
}
