import type { ReturnPickupRow, ReturnRequestRow } from '@backoffice/db/schema';
import { orderStatus } from '@backoffice/domain/orders';
import type { ReturnPickup, ReturnStepResponse } from '@backoffice/domain/returns';

/** A pickup as the answers show it. */
export function toReturnPickup(pickup: ReturnPickupRow): ReturnPickup {
  return {
    id: pickup.id,
    version: pickup.version,
    request_id: pickup.request_id,
    pickup_date: pickup.pickup_date,
    status: pickup.state,
    docket_number: pickup.docket_number,
    courier: pickup.courier,
    created_at: pickup.created_at.toISOString(),
  };
}

/** The answer of a step: the message, the request's new version and status, its pickup. */
export function stepAnswer(
  message: string,
  request: ReturnRequestRow,
  pickup: ReturnPickupRow | null,
): ReturnStepResponse {
  return {
    success: true,
    message,
    request_id: request.id,
    version: request.version,
    status: request.status,
    status_label: orderStatus(request.status).label,
    pickup: pickup ? toReturnPickup(pickup) : null,
  };
}
