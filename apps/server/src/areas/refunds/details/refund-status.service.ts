import {
  allowedRefundActions,
  REFUND_ACTIONS,
  REFUND_STATUSES,
  REFUND_TROUBLE_REASONS,
  refundStatusesFor,
  resolutionRefusal,
  type TRefundStatusResponse,
} from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { readRefund } from '../automation/refund-locks';

/**
 * GET refund-status/{refund_id}/: the platform's statuses, the actions the refund allows now
 * (domain allowedRefundActions), the trouble reasons (4 and 5 disabled) and whether the
 * resolution popup applies.
 */
export async function refundStatus(
  ctx: AppContext,
  refundId: number,
): Promise<TRefundStatusResponse> {
  const { refund } = await readRefund(ctx.db, refundId);
  return {
    refund_id: refund.id,
    version: refund.version,
    status: refund.status,
    status_label: REFUND_STATUSES.find((s) => s.id === refund.status)?.label ?? '',
    automation_status: refund.automation_status,
    statuses: refundStatusesFor(refund.platform).map(({ id, label, slug }) => ({
      id,
      label,
      slug,
    })),
    actions: allowedRefundActions(refund).map((action_type) => {
      const rule = REFUND_ACTIONS[action_type];
      return {
        action_type,
        label: rule.label,
        to_status: rule.to,
        needs_comments: rule.needsComments,
        needs_trouble_reason: rule.needsTroubleReason,
      };
    }),
    trouble_reasons: REFUND_TROUBLE_REASONS.map((r) => ({ ...r })),
    can_resolve: resolutionRefusal(refund.automation_status) === null,
  };
}
