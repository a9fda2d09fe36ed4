import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import {
  DEFAULT_ORDER_LIST_SORT,
  type OrderListSearchResponse,
  type OrderListSort,
  ZOrderListSearchResponse,
} from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import type { OrderListAddress } from './order-list-address';
import { orderKeys } from './query-keys';

/**
 * GET /api/list-of-search-orders/:platform/:slug/?search=&role=[&cet_uid=][&sort=]: the carts of
 * one work list whose order the term matches, in the list's rows and the list's order (`sort`
 * sent only when it is not the default, as the list's own call does).
 */
export function searchOrderList(
  address: OrderListAddress,
  term: string,
  offset: number,
  sort: OrderListSort,
  signal?: AbortSignal,
): Promise<OrderListSearchResponse> {
  const query = new URLSearchParams({
    search: term,
    role: address.team,
    ...(address.cetUid === null ? {} : { cet_uid: address.cetUid }),
    isOnlyCXDetails: 'false',
    limit: String(ORDER_LIST_PAGE_SIZE),
    offset: String(offset),
    ...(sort === DEFAULT_ORDER_LIST_SORT ? {} : { sort }),
  });
  const path = `/list-of-search-orders/${encodeURIComponent(address.platform)}/${encodeURIComponent(address.slug)}/`;
  // Silent: the screen shows the failure in place, like the list's.
  return apiRequest(`${path}?${query.toString()}`, {
    schema: ZOrderListSearchResponse,
    signal,
    silent: true,
  });
}

/** The search of an already normalised term; nothing is asked while the term is empty. */
export const orderListSearchQuery = (
  address: OrderListAddress,
  term: string,
  offset: number,
  sort: OrderListSort,
) =>
  queryOptions({
    queryKey: orderKeys.listSearch(address, term, offset, sort),
    queryFn: ({ signal }) => searchOrderList(address, term, offset, sort, signal),
    enabled: term !== '',
  });

export function useOrderListSearch(
  address: OrderListAddress,
  term: string,
  offset: number,
  sort: OrderListSort,
) {
  return useQuery(orderListSearchQuery(address, term, offset, sort));
}
