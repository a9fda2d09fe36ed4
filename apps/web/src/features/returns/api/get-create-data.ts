import { ZCreateDataResponse } from '@backoffice/domain/returns';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { returnKeys } from './query-keys';

/**
 * GET /api/customer-requests/{affiliate_id}/{id}/create/data: the customer request form's field
 * descriptors for a cart, and whether a request may be raised on it now.
 */
export function useCreateData(affiliateId: number, cartPid: number) {
  return useQuery({
    queryKey: returnKeys.createData(affiliateId, cartPid),
    queryFn: ({ signal }) =>
      apiRequest(`/customer-requests/${affiliateId}/${cartPid}/create/data`, {
        schema: ZCreateDataResponse,
        signal,
        silent: true,
      }),
    // The form is filled in once: a reload would not change what was typed.
    staleTime: Infinity,
  });
}
