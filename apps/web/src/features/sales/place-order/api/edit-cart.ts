import { IDEMPOTENCY_HEADER } from '@backoffice/domain/sales/payments';
import { type TEditCartRequestInput, ZEditCartAnswer } from '@backoffice/domain/sales/place-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeyPrefixes } from '@/lib/query-keys';
import { placeOrderKeys } from './query-keys';

/** POST /api/editcart/ with the form's Idempotency-Key. */
export function editCart(request: TEditCartRequestInput, key: string) {
  return apiRequest('/editcart/', {
    schema: ZEditCartAnswer,
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

export function useEditCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: TEditCartRequestInput; key: string }) =>
      editCart(request, key),
    onSettled: (_answer, _error, { request }) => {
      // The order page and the lists show the changed cart; a 409 needs the fresh cart too.
      void queryClient.invalidateQueries({ queryKey: queryKeyPrefixes.orders });
      void queryClient.invalidateQueries({
        queryKey: placeOrderKeys.backendOrder(request.affiliate_id, request.cart_pid),
      });
    },
  });
}
