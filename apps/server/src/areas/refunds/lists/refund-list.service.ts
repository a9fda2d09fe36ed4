import type {
  TRefundListParams,
  TRefundListQuery,
  TRefundListResponse,
} from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import { readListAddress } from './refund-list-address';
import { toRefundListRow } from './refund-list-row';
import { refundListCounts, refundListPage } from './refund-lists.queries';

/**
 * GET get-refund-details/{category}/{platform}/{status}/: one status tab of a category and
 * platform, newest first, in pages, with the count of every status tab under the same dates and
 * search, and their total.
 */
export async function listRefunds(
  ctx: AppContext,
  params: TRefundListParams,
  query: TRefundListQuery,
): Promise<TRefundListResponse> {
  const address = readListAddress(ctx, params);
  const filter = { address, ...query };
  const [byStatus, rows] = await Promise.all([
    refundListCounts(ctx.db, filter),
    refundListPage(ctx.db, filter, query),
  ]);
  const counts = Object.fromEntries(address.tabs.map((s) => [s.slug, byStatus.get(s.id) ?? 0]));
  return {
    count: byStatus.get(address.status.id) ?? 0,
    limit: query.limit,
    offset: query.offset,
    results: rows.map(toRefundListRow),
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
  };
}
