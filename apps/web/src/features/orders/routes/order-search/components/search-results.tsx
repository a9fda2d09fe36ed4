import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import type { OrderSearchResponse } from '@backoffice/domain/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, PaginationBar } from '@/components/ui';
import { SearchResultsTable } from './search-results-table';

interface SearchResultsProps {
  term: string;
  search: UseQueryResult<OrderSearchResponse>;
  offset: number;
  onPage: (offset: number) => void;
  ucid: string | null;
}

/** The orders found with their pagination, or a hint; the table shows loading, failure or none. */
export function SearchResults({ term, search, offset, onPage, ucid }: SearchResultsProps) {
  if (term === '') {
    return <EmptyState text="Search by order id, cart id, mobile, e-mail or customer name" />;
  }
  const count = search.data?.count ?? 0;
  return (
    <SearchResultsTable
      rows={search.data?.results}
      error={search.error}
      onRetry={() => void search.refetch()}
      ucid={ucid}
      toolbar={
        count > 0 ? (
          <PaginationBar
            offset={offset}
            limit={ORDER_LIST_PAGE_SIZE}
            total={count}
            onChange={(page) => onPage(page.offset)}
          />
        ) : undefined
      }
    />
  );
}
