import type {
  FutureDeliveryOffer,
  TUpdateDeliveryDateRequest,
} from '@backoffice/domain/sales/payments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDataKeys } from '@/lib/query-keys';
import { useOrderRefresh } from '@/lib/order-page';

/** GET /api/update-delivery-date/?cart_pid=: the offered ranges, or only a message. */
export function useFutureDeliveryOffer(cartPid: number) {
  return useQuery({
    queryKey: [...orderDataKeys.popups(), 'future-delivery', cartPid] as const,
    queryFn: ({ signal }) =>
      apiRequest<FutureDeliveryOffer>(`/update-delivery-date/?cart_pid=${cartPid}`, {
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** POST /api/update-delivery-date/; the order reloads after. */
export function useUpdateDeliveryDate(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useMutation({
    mutationFn: (request: TUpdateDeliveryDateRequest) =>
      apiRequest<{ success: true; message: string }>('/update-delivery-date/', {
        method: 'POST',
        body: request,
      }),
    onSettled: () => refresh({ lists: false }),
  });
}
