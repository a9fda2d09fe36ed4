import { type Availability, ZAvailabilityResponse } from '@backoffice/domain/sales/catalogue';
import { ZOrderDetails } from '@backoffice/domain/orders';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { placeOrderKeys } from './query-keys';

/** GET /api/backend-orders/:order_random_id/: the order a new one is placed from. */
export function useSourceOrder(orderRandomId: string | null) {
  return useQuery({
    queryKey: placeOrderKeys.sourceOrder(orderRandomId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/backend-orders/${encodeURIComponent(orderRandomId ?? '')}/`, {
        schema: ZOrderDetails,
        signal,
        silent: true,
      }),
    enabled: orderRandomId !== null,
    staleTime: Infinity,
  });
}

/**
 * GET /api/product-availability/ of each SKU: today's price of the old order's items (a new
 * order is priced now, not at the old order's prices). An item no longer sold answers null.
 */
export function useTodaysItems(skus: readonly string[]) {
  return useQueries({
    queries: skus.map((sku) => ({
      queryKey: placeOrderKeys.availability(sku),
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Availability | null> => {
        try {
          const answer = await apiRequest(
            `/product-availability/?item_sku=${encodeURIComponent(sku)}`,
            { schema: ZAvailabilityResponse, signal, silent: true },
          );
          return answer.result;
        } catch {
          return null;
        }
      },
      staleTime: Infinity,
    })),
  });
}
