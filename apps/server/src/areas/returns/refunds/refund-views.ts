import type { RefundRow } from '@backoffice/db/schema';
import { REFUND_STATUSES } from '@backoffice/domain/refunds';
import type { ReturnRefund } from '@backoffice/domain/returns';
import { toWireRupees } from '@backoffice/domain/core/money';

/** A refund as refund-detail/ and the refund calls answer it. */
export function toReturnRefund(
  refund: RefundRow,
  orderRandomId: string,
  raisedBy: { login_id: number | null; name: string } | null,
): ReturnRefund {
  return {
    id: refund.id,
    version: refund.version,
    category_id: refund.category_id,
    platform: refund.platform,
    cart_pid: refund.cart_id,
    order_random_id: orderRandomId,
    amount: toWireRupees(refund.amount_paise),
    status: refund.status,
    status_label: REFUND_STATUSES.find((s) => s.id === refund.status)?.label ?? '',
    automation_status: refund.automation_status,
    created_by:
      raisedBy && raisedBy.login_id !== null
        ? { login_id: raisedBy.login_id, name: raisedBy.name }
        : null,
    created_at: refund.created_at.toISOString(),
  };
}
