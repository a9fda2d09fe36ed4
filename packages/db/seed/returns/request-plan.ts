import { STATUS, type StatusId } from '@backoffice/domain/orders';
import {
  reasonsFor,
  RETURN_REQUEST_TYPES,
  type RequestKind,
  type ReturnRequestTypeCode,
  type ReturnStatusId,
} from '@backoffice/domain/returns';
import type { NewReturnRequestRow } from '../../src/schema/index';

/** The kind of request a cart in a return status carries: the statuses each kind goes through. */
export function kindOfStatus(status: ReturnStatusId, n: number): RequestKind {
  if (status === STATUS.RETURN_REQUESTED || status === STATUS.RETURN_PROCESSING) return 'return';
  if (status === STATUS.REPLACEMENT_REQUESTED) return 'replacement';
  if (status === STATUS.REQUESTED) return 'issue';
  // Processing and the pickup steps are shared by returns (26 before) and replacements (98):
  // Processing is the replacements' and issues' step, the rest alternate.
  if (status === STATUS.PROCESSING) return n % 3 === 2 ? 'issue' : 'replacement';
  return n % 2 === 0 ? 'return' : 'replacement';
}

/** A request type of a kind, taking turns through the kind's types. */
export function requestTypeOf(kind: RequestKind, n: number): ReturnRequestTypeCode {
  const types = RETURN_REQUEST_TYPES.filter((t) => t.kind === kind);
  const type = types[n % types.length];
  if (!type) throw new Error(`no request type of kind ${kind}`);
  return type.code;
}

/** A reason of the kind and one of its sub-reasons, taking turns. */
export function reasonOf(
  kind: RequestKind,
  n: number,
): { reason_id: number; sub_reason_id: number } {
  const reasons = reasonsFor(kind);
  const reason = reasons[n % reasons.length];
  const sub = reason?.sub_reasons[Math.floor(n / reasons.length) % reason.sub_reasons.length];
  if (!reason || !sub) throw new Error(`no reason for kind ${kind}`);
  return { reason_id: reason.id, sub_reason_id: sub.id };
}

/**
 * The size of the demo's request photos and challan images: the small PNG the server makes on
 * their first read (its returns area's demo images; a server test holds the two together).
 */
export const DEMO_IMAGE_SIZE = 199;

const AWAITING_APPROVAL: readonly number[] = [
  STATUS.RETURN_REQUESTED,
  STATUS.REPLACEMENT_REQUESTED,
  STATUS.REQUESTED,
];
/** Whether a request in a status has been approved by a Team Leader. */
const isApproved = (status: ReturnStatusId) => !AWAITING_APPROVAL.includes(status);

const COMMENTS: readonly string[] = [
  'Customer sent photos on WhatsApp',
  'Customer prefers a weekday pickup',
  'Customer called twice about this',
  '',
  'Wants it sorted before the weekend',
];

/** What the request of a cart in a return status is written with. */
export interface PlannedRequest {
  order_id: number;
  cart_id: number;
  affiliate_id: number;
  status: ReturnStatusId;
  from_status: StatusId;
  quantity: number;
  created_at: Date;
  created_by_login_id: number;
  approved_by_login_id: number;
  n: number;
  kind?: RequestKind;
}

/** The return_requests row of a planned request: kind, type and reason by its status and turn. */
export function requestRow(p: PlannedRequest): NewReturnRequestRow {
  const kind = p.kind ?? kindOfStatus(p.status, p.n);
  const approved = isApproved(p.status);
  const resolved = p.status === STATUS.RESOLVED;
  const later = (hours: number) => new Date(p.created_at.getTime() + hours * 3_600_000);
  return {
    order_id: p.order_id,
    cart_id: p.cart_id,
    affiliate_id: p.affiliate_id,
    kind,
    request_type: requestTypeOf(kind, p.n),
    ...reasonOf(kind, p.n),
    quantity: p.quantity,
    comments: COMMENTS[p.n % COMMENTS.length] ?? '',
    form_answers: kind === 'issue' ? {} : { original_packaging: p.n % 2 === 0 },
    files:
      p.n % 3 === 0
        ? [
            {
              // The server makes this demo photo on its first read (a small PNG).
              key: `demo/returns/${p.cart_id}/photo-1.png`,
              name: 'photo-1.png',
              size: DEMO_IMAGE_SIZE,
              content_type: 'image/png',
            },
          ]
        : [],
    status: p.status,
    from_status: p.from_status,
    is_open: !resolved,
    approved_at: approved ? later(6) : null,
    approved_by_login_id: approved ? p.approved_by_login_id : null,
    resolved_at: resolved ? later(72) : null,
    hold_sub_reason_id: !approved && p.n % 5 === 1 ? 2 : null,
    created_by_login_id: p.created_by_login_id,
    created_at: p.created_at,
    updated_at: later(approved ? 6 : 0),
  };
}
