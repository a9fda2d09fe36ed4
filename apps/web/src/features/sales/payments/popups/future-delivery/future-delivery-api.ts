import {
  type TUpdateDeliveryDateRequest,
  ZDeliveryDateAnswer,
  ZFutureDeliveryOffer,
} from '@backoffice/domain/sales/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { orderDataKeys } from '@/lib/query-keys';
import { useOrderRefresh } from '@/lib/order-page';

/** GET /api/update-delivery-date/?cart_pid=: the offered ranges, or only a message. */
export function useFutureDeliveryOffer(cartPid: number) {
  return useQuery({
    queryKey: [...orderDataKeys.popups(), 'future-delivery', cartPid] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/update-delivery-date/?cart_pid=${cartPid}`, {
        schema: ZFutureDeliveryOffer,
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** POST /api/update-delivery-date/; the order reloads after. */
export function useUpdateDeliveryDate(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useIdempotentMutation({
    mutationFn: (request: TUpdateDeliveryDateRequest, key) =>
      apiRequest('/update-delivery-date/', {
        schema: ZDeliveryDateAnswer,
        method: 'POST',
        body: request,
        headers: submissionHeader(key),
      }),
    onSettled: () => refresh({ lists: false }),
  });
}
