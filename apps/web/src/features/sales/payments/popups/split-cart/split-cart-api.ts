import type {
  SplitCartAnswer,
  SplitCartTemplate,
  TSplitCartRequest,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDataKeys } from '@/lib/query-keys';
import { useOrderRefresh } from '@/lib/order-page';

/** GET /api/split-cart/:cart_pid/?affiliate_id=: the split popup's template. */
export function useSplitCartTemplate(cartPid: number, affiliateId: number) {
  return useQuery({
    queryKey: [...orderDataKeys.popups(), 'split-cart', cartPid] as const,
    queryFn: ({ signal }) =>
      apiRequest<SplitCartTemplate>(`/split-cart/${cartPid}/?affiliate_id=${affiliateId}`, {
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** POST /api/split-cart/; the order and its lists reload after (a new cart appears). */
export function useSplitCart(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useMutation({
    mutationFn: (request: TSplitCartRequest) =>
      apiRequest<SplitCartAnswer>('/split-cart/', { method: 'POST', body: request }),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'green', message });
      refresh({ lists: true });
    },
    onError: () => refresh({ lists: false }),
  });
}
