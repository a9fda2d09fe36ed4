import type { CallListResponse } from '@backoffice/domain/calls/calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequestOrNoContent } from '../../../../../lib/api/api-client';
import { popupKeys } from '../api/query-keys';

/** The order's calls, as many as the popup shows (the newest). */
const SHOWN = 100;

/** GET /api/calldetails/?order_id=: every agent's calls of the order; null on 204 (none). */
export function getOrderCalls(
  orderRandomId: string,
  signal?: AbortSignal,
): Promise<CallListResponse | null> {
  const query = new URLSearchParams({ order_id: orderRandomId, limit: String(SHOWN) });
  return apiRequestOrNoContent<CallListResponse>(`/calldetails/?${query.toString()}`, {
    signal,
    silent: true,
  });
}

export function useOrderCalls(orderRandomId: string) {
  return useQuery({
    queryKey: [...popupKeys.all, 'calls', orderRandomId],
    queryFn: ({ signal }) => getOrderCalls(orderRandomId, signal),
    // A call placed a minute ago shows when the popup opens again.
    staleTime: 0,
  });
}
