import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import type { OrderListResponse } from '@backoffice/domain/orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, FailureState, LoadingState, PaginationBar } from '@/components/ui';
import { NO_ORDERS_TEXT } from '@/features/orders/components/no-orders';
import { OrderListTable } from './order-list-table';

interface OrderListBodyProps {
  list: UseQueryResult<OrderListResponse>;
  offset: number;
  onPage: (offset: number) => void;
}

/** The list's page with its pagination, or its loading, failure or empty state. */
export function OrderListBody({ list, offset, onPage }: OrderListBodyProps) {
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <FailureState error={list.error} onRetry={() => void list.refetch()} />;
  const { count, results } = list.data;
  if (count === 0) return <EmptyState text={NO_ORDERS_TEXT} />;
  return (
    <>
      <PaginationBar
        offset={offset}
        limit={ORDER_LIST_PAGE_SIZE}
        total={count}
        onChange={(page) => onPage(page.offset)}
      />
      <OrderListTable rows={results} />
    </>
  );
}
