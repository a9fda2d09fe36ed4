import {
  type TSplitCartRequest,
  ZSplitCartAnswer,
  ZSplitCartTemplate,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { orderDataKeys } from '@/lib/query-keys';
import { useOrderRefresh } from '@/lib/order-page';

/** GET /api/split-cart/:cart_pid/?affiliate_id=: the split popup's template. */
export function useSplitCartTemplate(cartPid: number, affiliateId: number) {
  return useQuery({
    queryKey: [...orderDataKeys.popups(), 'split-cart', cartPid] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/split-cart/${cartPid}/?affiliate_id=${affiliateId}`, {
        schema: ZSplitCartTemplate,
        signal,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** POST /api/split-cart/; the order and its lists reload after (a new cart appears). */
export function useSplitCart(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useIdempotentMutation({
    mutationFn: (request: TSplitCartRequest, key) =>
      apiRequest('/split-cart/', {
        schema: ZSplitCartAnswer,
        method: 'POST',
        body: request,
        headers: submissionHeader(key),
      }),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'green', message });
      refresh({ lists: true });
    },
    onError: () => refresh({ lists: false }),
  });
}
