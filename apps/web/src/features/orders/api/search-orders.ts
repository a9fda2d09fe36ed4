import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { type OrderSearchResponse, ZOrderSearchResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderKeys } from './query-keys';

/** GET /api/universal-order-search/?search=: orders by id, cart id, mobile, e-mail or name. */
export function searchOrders(
  term: string,
  offset: number,
  signal?: AbortSignal,
): Promise<OrderSearchResponse> {
  const query = new URLSearchParams({
    search: term,
    limit: String(ORDER_LIST_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest(`/universal-order-search/?${query.toString()}`, {
    schema: ZOrderSearchResponse,
    signal,
    silent: true,
  });
}

/** The search of an already normalised term; nothing is asked while the term is empty. */
export const orderSearchQuery = (term: string, offset: number) =>
  queryOptions({
    queryKey: orderKeys.search(term, offset),
    queryFn: ({ signal }) => searchOrders(term, offset, signal),
    enabled: term !== '',
  });

export function useOrderSearch(term: string, offset: number) {
  return useQuery(orderSearchQuery(term, offset));
}
