import { ZCartTrackResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { popupKeys } from './query-keys';

/** GET /api/cart-track-data/:cart_pid/: the tracking steps of 001 section 4 and the courier's record. */
export function getCartTracking(cartPid: number, signal?: AbortSignal) {
  return apiRequest(`/cart-track-data/${cartPid}/`, {
    schema: ZCartTrackResponse,
    signal,
    silent: true,
  });
}

export const cartTrackingQuery = (cartPid: number) =>
  queryOptions({
    queryKey: popupKeys.tracking(cartPid),
    queryFn: ({ signal }) => getCartTracking(cartPid, signal),
    // A shipment moves: each opening asks the courier again.
    staleTime: 0,
  });

export function useCartTracking(cartPid: number) {
  return useQuery(cartTrackingQuery(cartPid));
}
