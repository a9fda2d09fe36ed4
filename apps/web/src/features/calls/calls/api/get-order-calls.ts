import { type CallListResponse, ZCallListResponse } from '@backoffice/domain/calls/calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequestOrNoContent } from '@/lib/api/api-client';
import { orderDataKeys } from '@/lib/query-keys';

/** The order's calls, as many as the popup shows (the newest). */
const SHOWN = 100;

/** GET /api/calldetails/?order_id=: every agent's calls of the order; null on 204 (none). */
export function getOrderCalls(
  orderRandomId: string,
  signal?: AbortSignal,
): Promise<CallListResponse | null> {
  const query = new URLSearchParams({ order_id: orderRandomId, limit: String(SHOWN) });
  return apiRequestOrNoContent(`/calldetails/?${query.toString()}`, {
    schema: ZCallListResponse,
    signal,
    silent: true,
  });
}

export function useOrderCalls(orderRandomId: string) {
  return useQuery({
    queryKey: [...orderDataKeys.popups(), 'calls', orderRandomId],
    queryFn: ({ signal }) => getOrderCalls(orderRandomId, signal),
    // A call placed a minute ago shows when the popup opens again.
    staleTime: 0,
  });
}
