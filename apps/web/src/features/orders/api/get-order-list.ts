import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import {
  DEFAULT_ORDER_LIST_SORT,
  ORDER_LIST_SORTS,
  type OrderListResponse,
  type OrderListSort,
  ZOrderListResponse,
} from '@backoffice/domain/orders';
import { queryOptions } from '@tanstack/react-query';
import { sortParam, type TableSort } from '@/components/ui';
import { apiRequest } from '@/lib/api/api-client';
import { agentAndPlatform, type OrderListAddress } from './order-list-address';
import { orderKeys } from './query-keys';

/** The list call's order for the table's sort: the server's default unless it offers that one. */
export function listSort(sort: TableSort): OrderListSort {
  const asked = sortParam(sort);
  return ORDER_LIST_SORTS.find((known) => known === asked) ?? DEFAULT_ORDER_LIST_SORT;
}

/**
 * GET /api/list-of-all-orders/[cet_uid/]:platform/:slug/: one page of a team work list, newest
 * first unless `sort` says otherwise (sent only when it is not the default).
 */
export function getOrderList(
  address: OrderListAddress,
  offset: number,
  sort: OrderListSort = DEFAULT_ORDER_LIST_SORT,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  const query = new URLSearchParams({
    role: address.team,
    limit: String(ORDER_LIST_PAGE_SIZE),
    offset: String(offset),
    ...(sort === DEFAULT_ORDER_LIST_SORT ? {} : { sort }),
  });
  const path = `/list-of-all-orders/${agentAndPlatform(address)}${encodeURIComponent(address.slug)}/`;
  // Silent: the screen shows the failure in place (error or forbidden state).
  return apiRequest(`${path}?${query.toString()}`, {
    schema: ZOrderListResponse,
    signal,
    silent: true,
  });
}

export const orderListQuery = (
  address: OrderListAddress,
  offset: number,
  sort: OrderListSort = DEFAULT_ORDER_LIST_SORT,
) =>
  queryOptions({
    queryKey: orderKeys.list(address, offset, sort),
    queryFn: ({ signal }) => getOrderList(address, offset, sort, signal),
  });
