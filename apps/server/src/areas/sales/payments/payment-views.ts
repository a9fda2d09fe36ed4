import type { CodToOnlineRequestRow, OrderPaymentRow, PaymentLinkRow } from '@backoffice/db/schema';
import { PAYMENT_METHODS } from '@backoffice/domain/orders';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  effectiveLinkStatus,
  paymentLinkTypeLabel,
  type CodToOnlineRow,
  type CodToOnlineStatus,
  type OrderPaymentView,
  type PaymentLinkView,
  type StaffRef,
} from '@backoffice/domain/sales/payments';

/** A payment method's name, the payment_via staff see. */
export const methodName = (id: number): string =>
  PAYMENT_METHODS.find((m) => m.id === id)?.name ?? `Method ${id}`;

const staffRef = (loginId: number | null, name: string | null): StaffRef =>
  loginId === null ? null : { login_id: loginId, name: name ?? '' };

/** A payment link on the wire, with its status as of now. */
export function toPaymentLinkView(
  row: PaymentLinkRow,
  orderRandomId: string,
  createdByName: string | null,
  now: Date,
): PaymentLinkView {
  return {
    transaction_id: row.transaction_id,
    order_random_id: orderRandomId,
    type: row.link_type,
    type_label: paymentLinkTypeLabel(row.link_type),
    payment_via: methodName(row.method_id),
    amount: toWireRupees(row.amount_paise),
    status: effectiveLinkStatus(row.status, row.expires_at, now),
    url: row.url,
    sent_to: row.sent_to,
    cart_pids: row.cart_ids,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    created_by: staffRef(row.created_by_login_id, createdByName),
    cancel_reason: row.cancel_reason,
    resent_count: row.resent_count,
    version: row.version,
  };
}

/** One of an order's payments on the wire. */
export function toOrderPaymentView(
  row: OrderPaymentRow,
  transactionId: string | null,
  recordedByName: string | null,
): OrderPaymentView {
  return {
    id: row.id,
    payment_via: methodName(row.method_id),
    amount: toWireRupees(row.amount_paise),
    status: row.status,
    reference: row.reference,
    transaction_id: transactionId,
    created_at: row.created_at.toISOString(),
    recorded_by: staffRef(row.recorded_by_login_id, recordedByName),
  };
}

/** A request's status as of now: pending past its link's end reads expired. */
export function effectiveRequestStatus(
  row: Pick<CodToOnlineRequestRow, 'status' | 'expires_at'>,
  now: Date,
): CodToOnlineStatus {
  if (row.status === 'pending' && row.expires_at && row.expires_at.getTime() <= now.getTime()) {
    return 'expired';
  }
  return row.status;
}

/** What a request row is shown with: its order, carts, link and author. */
export interface RequestFacts {
  request: CodToOnlineRequestRow;
  order_random_id: string;
  cart_pids: number[];
  link: PaymentLinkRow | null;
  created_by_name: string | null;
}

/** A COD-to-online request on the wire. */
export function toCodToOnlineRow(facts: RequestFacts, now: Date): CodToOnlineRow {
  const { request, link } = facts;
  return {
    cto_id: request.id,
    order_random_id: facts.order_random_id,
    source: request.source,
    cart_pids: facts.cart_pids,
    amount: toWireRupees(request.amount_paise),
    payment_via: methodName(request.method_id),
    status: effectiveRequestStatus(request, now),
    payment_ref_id: request.payment_ref_id,
    link: link
      ? {
          transaction_id: link.transaction_id,
          url: link.url,
          status: effectiveLinkStatus(link.status, link.expires_at, now),
          created_at: link.created_at.toISOString(),
          expires_at: link.expires_at.toISOString(),
        }
      : null,
    created_at: request.created_at.toISOString(),
    expires_at: request.expires_at?.toISOString() ?? null,
    created_by: staffRef(request.created_by_login_id, facts.created_by_name),
    cancel_reason: request.cancel_reason,
    version: request.version,
  };
}
