import { type OrderDetails, ZOrderDetails } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderKeys } from './query-keys';

/** GET /api/backend-orders/:order_random_id/: the order page's order, carts and customer. */
export function getOrder(orderRandomId: string, signal?: AbortSignal): Promise<OrderDetails> {
  return apiRequest(`/backend-orders/${encodeURIComponent(orderRandomId)}/`, {
    schema: ZOrderDetails,
    signal,
    silent: true,
  });
}

export const orderQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderRandomId),
    queryFn: ({ signal }) => getOrder(orderRandomId, signal),
    // Carts carry the version a change names: always start from the latest.
    staleTime: 0,
  });

export function useOrder(orderRandomId: string) {
  return useQuery(orderQuery(orderRandomId));
}
