import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import type { OrderSearchResponse } from '@backoffice/domain/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, FailureState, LoadingState, PaginationBar } from '@/components/ui';
import { NO_ORDERS_TEXT } from '@/features/orders/components/no-orders';
import { SearchResultsTable } from './search-results-table';

interface SearchResultsProps {
  term: string;
  search: UseQueryResult<OrderSearchResponse>;
  offset: number;
  onPage: (offset: number) => void;
  ucid: string | null;
}

/** The orders found with their pagination, or a hint, loading, failure or empty state. */
export function SearchResults({ term, search, offset, onPage, ucid }: SearchResultsProps) {
  if (term === '') {
    return <EmptyState text="Search by order id, cart id, mobile, e-mail or customer name" />;
  }
  if (search.isPending) return <LoadingState />;
  if (search.isError) {
    return <FailureState error={search.error} onRetry={() => void search.refetch()} />;
  }
  const { count, results } = search.data;
  if (count === 0) return <EmptyState text={NO_ORDERS_TEXT} />;
  return (
    <>
      <PaginationBar
        offset={offset}
        limit={ORDER_LIST_PAGE_SIZE}
        total={count}
        onChange={(page) => onPage(page.offset)}
      />
      <SearchResultsTable rows={results} ucid={ucid} />
    </>
  );
}
