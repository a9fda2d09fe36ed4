import {
  REFUND_AUTOMATION_STATUSES,
  REFUND_STATUS_COLOURS,
  REFUND_STATUSES,
  type TRefundItemsResponse,
} from '@backoffice/domain/refunds';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { readRefund } from '../automation/refund-locks';

/**
 * GET refund-items-list/{refund_id}/: the refund's cart item with the refund item status and the
 * automation status, each with its label and colour (a refund is of one cart).
 */
export async function refundItems(
  ctx: AppContext,
  refundId: number,
): Promise<TRefundItemsResponse> {
  const { refund, cart } = await readRefund(ctx.db, refundId);
  const status = REFUND_STATUSES.find((s) => s.id === refund.status);
  const automation = REFUND_AUTOMATION_STATUSES[refund.automation_status];
  return {
    results: [
      {
        cart_id: cart.id,
        item_sku: cart.item_sku,
        item_name: cart.item_name,
        item_quantity: cart.item_quantity,
        item_price: toWireRupees(cart.price_paise),
        refund_amount: toWireRupees(refund.amount_paise),
        refund_item_status: refund.status,
        refund_item_status_label: status?.label ?? '',
        refund_item_status_color: status ? REFUND_STATUS_COLOURS[status.id] : 'gray',
        automation_status: refund.automation_status,
        automation_status_label: automation.label,
        automation_status_color: automation.color,
      },
    ],
  };
}
