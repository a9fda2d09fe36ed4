import type { OrderHistoryEntry } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { orderKeys } from './query-keys';

export interface OrderHistoryResponse {
  results: OrderHistoryEntry[];
}

/** GET /api/list-of-modified-orders/:order_random_id/: who changed what, when and why. */
export function getOrderHistory(
  orderRandomId: string,
  signal?: AbortSignal,
): Promise<OrderHistoryResponse> {
  return apiRequest<OrderHistoryResponse>(
    `/list-of-modified-orders/${encodeURIComponent(orderRandomId)}/`,
    { signal, silent: true },
  );
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
