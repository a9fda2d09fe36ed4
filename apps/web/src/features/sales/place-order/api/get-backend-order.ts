import { ZBackendOrderResponse } from '@backoffice/domain/sales/place-order';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { placeOrderKeys } from './query-keys';

/** GET /api/backend-order/?affiliate_id=&cart_id=: the cart the cart-edit screen changes. */
export function useBackendOrder(affiliateId: number, cartId: number) {
  return useQuery({
    queryKey: placeOrderKeys.backendOrder(affiliateId, cartId),
    queryFn: ({ signal }) =>
      apiRequest(`/backend-order/?affiliate_id=${affiliateId}&cart_id=${cartId}`, {
        schema: ZBackendOrderResponse,
        signal,
        silent: true,
      }),
    // The cart's version is what the change names: always start from the latest.
    staleTime: 0,
  });
}
