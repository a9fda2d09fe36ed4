import {
  REFUND_CATEGORIES,
  refundStatusesFor,
  type RefundCategory,
  type RefundPlatformKind,
  type RefundStatusId,
} from '@backoffice/domain/refunds';

/** Refunds per tab (category, platform and status): one for each story of the status. */
export const REFUNDS_PER_TAB = 3;

/** One demo refund to write: its tab and which of the tab's stories it tells (0 to 2). */
export interface PlannedRefund {
  category: RefundCategory;
  platform: RefundPlatformKind;
  status: RefundStatusId;
  story: number;
  /** Its place among every planned refund: spreads the dates and amounts. */
  n: number;
}

/**
 * Every tab of /refund-list with REFUNDS_PER_TAB refunds: each category on each of its
 * platforms, in each status of the platform (5 Refund Processing on {product} only).
 */
export function planDemoRefunds(): PlannedRefund[] {
  const planned: PlannedRefund[] = [];
  for (const category of REFUND_CATEGORIES) {
    for (const platform of category.platforms) {
      for (const { id: status } of refundStatusesFor(platform)) {
        for (let story = 0; story < REFUNDS_PER_TAB; story += 1) {
          planned.push({ category, platform, status, story, n: planned.length });
        }
      }
    }
  }
  return planned;
}
