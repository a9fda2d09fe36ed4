import type { RefundRow } from '@backoffice/db/schema';
import {
  REFUND_CATEGORIES,
  REFUND_STATUSES,
  type TRefundSummary,
} from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';

/** A refund as every refund write answers it, with its order's id and its cart's channel. */
export function toRefundSummary(
  refund: RefundRow,
  orderRandomId: string,
  affiliateId: number,
): TRefundSummary {
  return {
    refund_id: refund.id,
    version: refund.version,
    category_id: refund.category_id,
    category_slug: REFUND_CATEGORIES.find((c) => c.id === refund.category_id)?.slug ?? '',
    platform: refund.platform,
    order_random_id: orderRandomId,
    cart_id: refund.cart_id,
    affiliate_id: affiliateId,
    amount: toWireRupees(refund.amount_paise),
    status: refund.status,
    status_label: REFUND_STATUSES.find((s) => s.id === refund.status)?.label ?? '',
    automation_status: refund.automation_status,
    updated_at: refund.updated_at.toISOString(),
  };
}
