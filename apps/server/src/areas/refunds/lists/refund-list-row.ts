import {
  BANK_VERIFICATION_STATUSES,
  REFUND_STATUSES,
  REFUND_TROUBLE_REASONS,
  type TRefundListRow,
} from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { RefundListPageRow } from './refund-lists.queries';

/** A refund list row as the list and its export answer it. */
export function toRefundListRow(row: RefundListPageRow): TRefundListRow {
  const { refund } = row;
  return {
    refund_id: refund.id,
    version: refund.version,
    order_random_id: row.order_random_id,
    cart_id: refund.cart_id,
    affiliate_id: row.affiliate_id,
    customer_name: row.customer_name,
    customer_mobile: row.customer_mobile,
    item_sku: row.item_sku,
    item_name: row.item_name,
    amount: toWireRupees(refund.amount_paise),
    status: refund.status,
    status_label: REFUND_STATUSES.find((s) => s.id === refund.status)?.label ?? '',
    automation_status: refund.automation_status,
    trouble_reason_id: row.trouble_reason,
    trouble_reason: REFUND_TROUBLE_REASONS.find((r) => r.id === row.trouble_reason)?.label ?? null,
    has_bank_details: row.bank_verification !== null,
    bank_details_verified:
      row.bank_verification !== null && BANK_VERIFICATION_STATUSES[row.bank_verification].verified,
    comments: refund.comments,
    created_at: refund.created_at.toISOString(),
    updated_at: refund.updated_at.toISOString(),
  };
}
