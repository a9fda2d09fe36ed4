import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { isOrderRandomId, orderPagePath, parseOrderAddress } from '@backoffice/domain/orders';
import { normaliseSearchTerm } from '@backoffice/domain/core/validation';
import { Navigate, useSearchParams } from 'react-router';
import { CallCentreBadge, PageHeader, useTableUrlState } from '@/components/ui';
import { useOrderSearch } from '@/features/orders/api/search-orders';
import { useRouteTitle } from '@/features/orders/components/use-route-title';
import { SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';

/** Universal search pages by ?offset= like the lists, newest first, no other order. */
const SEARCH_TABLE = {
  defaultSort: { id: 'created_at', desc: true },
  defaultPageSize: ORDER_LIST_PAGE_SIZE,
} as const;

/** The order an `?orderId=` names (with or without the ORDER prefix), or null. */
function directOrderId(orderId: string | null): string | null {
  const typed = (orderId ?? '').trim().toUpperCase();
  return parseOrderAddress(typed) ?? (isOrderRandomId(typed) ? typed : null);
}

/**
 * /order-search, Universal Search: orders by id, cart id, mobile, e-mail or customer name. The
 * term lives in the address (?search=) so that Back returns to the results; ?orderId= opens that
 * order's page; ?ucid= marks a call-centre context that the order links keep.
 */
export function OrderSearchScreen() {
  const [query, setQuery] = useSearchParams();
  const ucid = query.get('ucid');
  const orderId = query.get('orderId');
  const direct = directOrderId(orderId);
  // An orderId that names no order is searched for like a typed term.
  const term = normaliseSearchTerm(query.get('search') ?? (direct ? '' : (orderId ?? '')));
  const { offset, setOffset } = useTableUrlState(SEARCH_TABLE);
  const search = useOrderSearch(direct ? '' : term, offset);
  const title = useRouteTitle('/order-search');
  if (direct) {
    const keep = ucid ? `?${new URLSearchParams({ ucid }).toString()}` : '';
    return <Navigate to={`${orderPagePath(direct)}${keep}`} replace />;
  }
  const searchFor = (next: string) => setQuery(ucid ? { search: next, ucid } : { search: next });
  return (
    <>
      <PageHeader
        title={title}
        count={term === '' ? undefined : search.data?.count}
        countIsLowerBound={search.data?.count_capped}
        right={ucid && <CallCentreBadge ucid={ucid} />}
      >
        <SearchForm key={term} term={term} onSearch={searchFor} />
      </PageHeader>
      <SearchResults term={term} search={search} offset={offset} onPage={setOffset} ucid={ucid} />
    </>
  );
}
