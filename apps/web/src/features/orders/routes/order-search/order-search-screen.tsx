import { isOrderRandomId, orderPagePath, parseOrderAddress } from '@backoffice/domain/orders';
import { normaliseSearchTerm } from '@backoffice/domain/core/validation';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui';
import { useOrderSearch } from '@/features/orders/api/search-orders';
import { CallCentreBadge } from '@/features/orders/components/call-centre-badge';
import { usePageOffset } from '@/features/orders/components/use-page-offset';
import { useRouteTitle } from '@/features/orders/components/use-route-title';
import { SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';

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
  const { offset, setOffset } = usePageOffset();
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
