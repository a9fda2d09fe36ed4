import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { type OrderListResponse, ZOrderListResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { agentAndPlatform, type OrderListAddress } from './order-list-address';
import { orderKeys } from './query-keys';

/** GET /api/list-of-all-orders/[cet_uid/]:platform/:slug/: one page of a team work list. */
export function getOrderList(
  address: OrderListAddress,
  offset: number,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  const query = new URLSearchParams({
    role: address.team,
    limit: String(ORDER_LIST_PAGE_SIZE),
    offset: String(offset),
  });
  const path = `/list-of-all-orders/${agentAndPlatform(address)}${encodeURIComponent(address.slug)}/`;
  // Silent: the screen shows the failure in place (error or forbidden state).
  return apiRequest(`${path}?${query.toString()}`, {
    schema: ZOrderListResponse,
    signal,
    silent: true,
  });
}

export const orderListQuery = (address: OrderListAddress, offset: number) =>
  queryOptions({
    queryKey: orderKeys.list(address, offset),
    queryFn: ({ signal }) => getOrderList(address, offset, signal),
  });

export function useOrderList(address: OrderListAddress, offset: number) {
  return useQuery(orderListQuery(address, offset));
}
