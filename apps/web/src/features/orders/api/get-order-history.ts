import { type OrderHistoryResponse, ZOrderHistoryResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderKeys } from './query-keys';

/** GET /api/list-of-modified-orders/:order_random_id/: who changed what, when and why. */
export function getOrderHistory(
  orderRandomId: string,
  signal?: AbortSignal,
): Promise<OrderHistoryResponse> {
  return apiRequest(`/list-of-modified-orders/${encodeURIComponent(orderRandomId)}/`, {
    schema: ZOrderHistoryResponse,
    signal,
    silent: true,
  });
}

export const orderHistoryQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: orderKeys.history(orderRandomId),
    queryFn: ({ signal }) => getOrderHistory(orderRandomId, signal),
    staleTime: 0,
  });

export function useOrderHistory(orderRandomId: string) {
  return useQuery(orderHistoryQuery(orderRandomId));
}
