import { ZEscalationCreateDetails } from '@backoffice/domain/calls/escalations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { escalationKeys } from './query-keys';

/** GET /api/get-escalation-create-details/?order_random_id=: the escalation form's options. */
export function getEscalationCreateDetails(orderRandomId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ order_random_id: orderRandomId });
  return apiRequest(`/get-escalation-create-details/?${query}`, {
    schema: ZEscalationCreateDetails,
    signal,
    silent: true,
  });
}

export const escalationCreateDetailsQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: escalationKeys.createDetails(orderRandomId),
    queryFn: ({ signal }) => getEscalationCreateDetails(orderRandomId, signal),
    // The carts' holders change as others raise escalations: read afresh on every opening.
    staleTime: 0,
  });

export function useEscalationCreateDetails(orderRandomId: string) {
  return useQuery(escalationCreateDetailsQuery(orderRandomId));
}
