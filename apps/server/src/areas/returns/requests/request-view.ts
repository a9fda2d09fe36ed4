import { orderStatus, requestItemTypeLabel, type StatusId } from '@backoffice/domain/orders';
import {
  holdSubReasonLabel,
  reasonText,
  returnRequestType,
  type CustomerRequest,
} from '@backoffice/domain/returns';
import type { RequestWithContext } from './requests.queries';

/** A request as every call answers it. */
export function toCustomerRequest(found: RequestWithContext): CustomerRequest {
  const { request } = found;
  return {
    id: request.id,
    version: request.version,
    order_random_id: found.order_random_id,
    cart_pid: request.cart_id,
    affiliate_id: request.affiliate_id,
    request_type: request.request_type,
    request_type_label: returnRequestType(request.request_type)?.label ?? request.request_type,
    kind: request.kind,
    reason_id: request.reason_id,
    sub_reason_id: request.sub_reason_id,
    reason: reasonText(request.reason_id, request.sub_reason_id),
    quantity: request.quantity,
    comments: request.comments,
    answers: request.form_answers,
    files: request.files,
    items: found.items.map((i) => ({
      id: i.id,
      item_type_id: i.item_type_id,
      item_type_label:
        i.item_type_id === null ? null : (requestItemTypeLabel(i.item_type_id) ?? null),
      item_sku: i.item_sku,
      item_name: i.item_name,
      part_code: i.part_code,
      quantity: i.quantity,
    })),
    status: request.status,
    status_label: orderStatus(request.status).label,
    from_status: request.from_status,
    is_open: request.is_open,
    is_cancelled: request.cancelled_at !== null,
    hold_sub_reason_id: request.hold_sub_reason_id,
    hold_sub_reason:
      request.hold_sub_reason_id === null
        ? null
        : (holdSubReasonLabel(request.hold_sub_reason_id) ?? null),
    current_pickup_id: request.current_pickup_id,
    created_by: { login_id: request.created_by_login_id, name: found.created_by_name },
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
  };
}

/** The label of a status for a sentence. */
export const statusLabel = (id: number): string => orderStatus(id as StatusId).label;
