import { ZCartRequestsResponse } from '@backoffice/domain/returns';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { returnKeys } from './query-keys';

/** GET /api/customer-requests/{affiliate_id}/{cart_pid}/get: a cart's requests, newest first. */
export function useCartRequests(affiliateId: number, cartPid: number) {
  return useQuery({
    queryKey: returnKeys.cartRead(cartPid, 'requests'),
    queryFn: ({ signal }) =>
      apiRequest(`/customer-requests/${affiliateId}/${cartPid}/get`, {
        schema: ZCartRequestsResponse,
        signal,
        silent: true,
      }),
  });
}
