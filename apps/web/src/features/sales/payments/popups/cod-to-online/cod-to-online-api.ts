import {
  type TCodToOnlineRequest,
  ZCodToOnlineAnswer,
  ZCodToOnlineTemplate,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@/features/sales/components/payments';
import { apiRequest } from '@/lib/api/api-client';
import { useOrderRefresh } from '@/lib/order-page';

const templateKey = (orderRandomId: string) =>
  [...paymentKeys.order(orderRandomId), 'cod-to-online'] as const;

/** GET /api/backend-cod-to-online/:order_random_id/: the carts the popup offers. */
export function useCodToOnlineTemplate(orderRandomId: string) {
  return useQuery({
    queryKey: templateKey(orderRandomId),
    queryFn: ({ signal }) =>
      apiRequest(`/backend-cod-to-online/${encodeURIComponent(orderRandomId)}/`, {
        schema: ZCodToOnlineTemplate,
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** POST /api/backend-cod-to-online/ with the form's Idempotency-Key; reloads the order after. */
export function useCreateCodToOnline(orderRandomId: string) {
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(orderRandomId);
  return useMutation({
    mutationFn: (v: { request: TCodToOnlineRequest; key: string }) =>
      apiRequest('/backend-cod-to-online/', {
        schema: ZCodToOnlineAnswer,
        method: 'POST',
        body: v.request,
        headers: { 'Idempotency-Key': v.key },
      }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderRandomId) });
      refresh({ lists: false });
    },
  });
}
