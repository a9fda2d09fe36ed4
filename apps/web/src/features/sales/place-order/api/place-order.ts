import { IDEMPOTENCY_HEADER } from '@backoffice/domain/sales/payments';
import {
  type TPlaceOrderRequestInput,
  ZPlaceOrderAnswer,
} from '@backoffice/domain/sales/place-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeyPrefixes } from '@/lib/query-keys';

/** POST /api/backend-place-order/ with the form's Idempotency-Key (a retry places nothing twice). */
export function placeOrder(request: TPlaceOrderRequestInput, key: string) {
  return apiRequest('/backend-place-order/', {
    schema: ZPlaceOrderAnswer,
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: TPlaceOrderRequestInput; key: string }) =>
      placeOrder(request, key),
    // New carts join the work lists and searches.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeyPrefixes.orders }),
  });
}
