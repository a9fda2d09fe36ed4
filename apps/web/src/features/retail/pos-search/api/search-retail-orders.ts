import {
  RETAIL_POS_PATHS,
  ZRetailOrderSearchAnswer,
  type RetailOrderSearchAnswer,
} from '@backoffice/domain/retail/pos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { retailSearchKeys } from './query-keys';

/** Which orders to list: the store's of a window, for a mobile, alternate mobile or PTR id. */
export interface RetailOrderFilter {
  query: string;
  start_date: string;
  end_date: string;
  offset: number;
  limit: number;
}

/** GET /api/retail/orders/: one page of the store's POS orders. */
export function searchRetailOrders(
  filter: RetailOrderFilter,
  signal?: AbortSignal,
): Promise<RetailOrderSearchAnswer> {
  const query = new URLSearchParams({
    start_date: filter.start_date,
    end_date: filter.end_date,
    offset: String(filter.offset),
    limit: String(filter.limit),
  });
  if (filter.query) query.set('query', filter.query);
  // Silent: the table shows the failure where the orders would be.
  return apiRequest(`${apiPath(RETAIL_POS_PATHS.searchOrders)}?${query.toString()}`, {
    schema: ZRetailOrderSearchAnswer,
    signal,
    silent: true,
  });
}

export function useRetailOrders(filter: RetailOrderFilter) {
  return useQuery({
    queryKey: retailSearchKeys.list(filter),
    queryFn: ({ signal }) => searchRetailOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}
