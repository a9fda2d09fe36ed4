import {
  refundCategoryBySlug,
  refundPlatformFromSlug,
  refundStatusBySlug,
  refundStatusesFor,
  type RefundCategory,
  type RefundPlatformKind,
  type RefundStatus,
  type TRefundListParams,
} from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { refundListError } from './refund-lists.errors';

/** A refund list's address read: the category, the platform and the status tab. */
export interface RefundListAddress {
  category: RefundCategory;
  platform: RefundPlatformKind;
  status: RefundStatus;
  /** Every status tab of the platform, for the counts. */
  tabs: RefundStatus[];
}

/**
 * Reads get-refund-details/{category}/{platform}/{status}/: the category slug, the platform
 * ({product}'s brand slug, or affiliate where the category has it) and a status the platform
 * has (5 Refund Processing on {product} only); 404 for anything else.
 */
export function readListAddress(ctx: AppContext, params: TRefundListParams): RefundListAddress {
  const category = refundCategoryBySlug(params.category);
  const platform = category && refundPlatformFromSlug(category, params.platform, ctx.config.brand);
  const status = refundStatusBySlug(params.status);
  if (!category || !platform || !status) throw refundListError('refunds.no_such_list');
  const tabs = refundStatusesFor(platform);
  if (!tabs.some((s) => s.id === status.id)) throw refundListError('refunds.no_such_list');
  return { category, platform, status, tabs };
}
