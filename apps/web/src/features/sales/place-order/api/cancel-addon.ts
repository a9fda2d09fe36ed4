import { type TCancelAddonRequest, ZCancelAddonAnswer } from '@backoffice/domain/sales/place-order';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { queryKeyPrefixes } from '@/lib/query-keys';
import { placeOrderKeys } from './query-keys';

/** POST /api/cancel-backend-addon/ with the submission's Idempotency-Key. */
export function cancelAddon(request: TCancelAddonRequest, key: string) {
  return apiRequest('/cancel-backend-addon/', {
    schema: ZCancelAddonAnswer,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/**
 * Cancels the payment of one of a cart's changes; the cart-edit screen's cart and modifications
 * (and the order page's payments and cart) are read again after it, also after a 409.
 */
export function useCancelAddon(affiliateId: number, cartPid: number) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: cancelAddon,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefixes.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefixes.payments });
      void queryClient.invalidateQueries({
        queryKey: placeOrderKeys.backendOrder(affiliateId, cartPid),
      });
    },
  });
}
