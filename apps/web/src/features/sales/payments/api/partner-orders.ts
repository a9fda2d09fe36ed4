import {
  type TConfirmPartnerOrderRequest,
  ZConfirmPartnerOrderAnswer,
  ZPartnerOrdersResponse,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { paymentScreenKeys } from './query-keys';

export const PARTNER_ORDERS_PAGE_SIZE = 50;

/** GET /api/search-hc-order/: the agent's store channel's orders waiting for confirmation. */
export function usePartnerOrders(orderId: string, offset: number) {
  return useQuery({
    queryKey: paymentScreenKeys.partnerOrdersPage(orderId, offset),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(PARTNER_ORDERS_PAGE_SIZE),
        offset: String(offset),
        ...(orderId ? { orderId } : {}),
      });
      return apiRequest(`/search-hc-order/?${query.toString()}`, {
        schema: ZPartnerOrdersResponse,
        signal,
        silent: true,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/confirm-hc-order/; the pending list reloads after. */
export function useConfirmPartnerOrder() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (request: TConfirmPartnerOrderRequest, key) =>
      apiRequest('/confirm-hc-order/', {
        schema: ZConfirmPartnerOrderAnswer,
        method: 'POST',
        body: request,
        headers: submissionHeader(key),
      }),
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentScreenKeys.partnerOrders() }),
  });
}
