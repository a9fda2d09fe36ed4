import { ZShippingLabelHistoryResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { popupKeys } from './query-keys';

/** GET /api/shipping-label-transit-history/:cart_pid/: the cart's labels between warehouses. */
export function getShippingLabelHistory(cartPid: number, signal?: AbortSignal) {
  return apiRequest(`/shipping-label-transit-history/${cartPid}/`, {
    schema: ZShippingLabelHistoryResponse,
    signal,
    silent: true,
  });
}

export const shippingLabelHistoryQuery = (cartPid: number) =>
  queryOptions({
    queryKey: popupKeys.shippingLabelHistory(cartPid),
    queryFn: ({ signal }) => getShippingLabelHistory(cartPid, signal),
  });

export function useShippingLabelHistory(cartPid: number) {
  return useQuery(shippingLabelHistoryQuery(cartPid));
}
