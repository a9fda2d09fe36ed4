import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTableUrlState, type TableSort } from '@/components/ui';
import { refundListPath, type RefundListAddress } from '@/features/refunds/api/refund-list-address';
import type { RefundListFilter } from '@/features/refunds/api/refund-list-filter';

const NEWEST_FIRST: TableSort = { id: 'created_at', desc: true };
/** The page sizes offered; the server answers at most 100 rows. */
export const REFUND_PAGE_SIZES = [ORDER_LIST_PAGE_SIZE, 100] as const;
const FILTERS = ['from', 'to', 'order_id'] as const;

/**
 * The refund list the address names (/refund-list/:refundCategory/:platform/:status; a missing
 * platform or status is left empty for the screen to fill in), and its filters, kept in the query
 * so that Back, a reload and a shared link show the same rows: ?from=&to= (YYYY-MM-DD),
 * ?order_id=, ?offset= and ?limit=.
 */
export function useRefundListAddress() {
  const { refundCategory = '', platform = '', status = '' } = useParams();
  const table = useTableUrlState({
    defaultSort: NEWEST_FIRST,
    defaultPageSize: ORDER_LIST_PAGE_SIZE,
    pageSizes: REFUND_PAGE_SIZES,
    filters: FILTERS,
  });
  const address = useMemo<RefundListAddress>(
    () => ({ category: refundCategory, platform, status }),
    [refundCategory, platform, status],
  );
  const { from = null, to = null, order_id: search = '' } = table.filters;
  const filter = useMemo<RefundListFilter>(
    () => ({ from, to, search: search.trim(), offset: table.offset, limit: table.pageSize }),
    [from, to, search, table.offset, table.pageSize],
  );
  const [, setQuery] = useSearchParams();
  // Both ends change in one step: two steps would each start from the same address.
  const setRange = useCallback(
    (range: { from: string | null; to: string | null }) =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(range)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        next.delete('offset');
        return next;
      }),
    [setQuery],
  );
  const pathFor = useCallback(
    (change: Partial<RefundListAddress>) => refundListPath({ ...address, ...change }),
    [address],
  );
  return { address, filter, table, pathFor, setRange };
}
