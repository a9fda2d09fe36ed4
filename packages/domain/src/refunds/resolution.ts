import type { RefundAutomationStatus, RefundResolution } from './automation';
import { REFUND_STATUS, type RefundStatusId } from './statuses';

/**
 * What a resolution of a refund in manual review does (001 section 4): the gateway's dashboard
 * shows the refund paid (SUCCESS: Refund Processed) or not paid (FAILED: the refund goes back to
 * Refund Initiated with its automation FAILED, so Finance may process it again).
 */
export const REFUND_RESOLUTION_OUTCOMES: Record<
  RefundResolution,
  { automation_status: RefundAutomationStatus; status: RefundStatusId }
> = {
  MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS: {
    automation_status: 'SUCCESS',
    status: REFUND_STATUS.PROCESSED,
  },
  MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED: {
    automation_status: 'FAILED',
    status: REFUND_STATUS.INITIATED,
  },
};

export const REFUND_RESOLUTION_MESSAGES = {
  notInReview: 'Only a refund in manual review can be resolved',
  resolved: 'Successfully Updated!',
} as const;

/** Why a refund may not be resolved now, or null when it may. */
export function resolutionRefusal(automationStatus: RefundAutomationStatus): string | null {
  return automationStatus === 'MANUAL_REVIEW' ? null : REFUND_RESOLUTION_MESSAGES.notInReview;
}
