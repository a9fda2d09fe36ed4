import { ZOrderPaymentsResponse } from '@backoffice/domain/sales/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/order-payments/:order_random_id/: an order's payments, links and what it owes. */
export function getOrderPayments(orderRandomId: string, signal?: AbortSignal) {
  return apiRequest(`/order-payments/${encodeURIComponent(orderRandomId)}/`, {
    schema: ZOrderPaymentsResponse,
    signal,
    silent: true,
  });
}

export function useOrderPayments(orderRandomId: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.order(orderRandomId),
      queryFn: ({ signal }) => getOrderPayments(orderRandomId, signal),
      staleTime: 0,
    }),
  );
}
