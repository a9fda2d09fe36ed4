import { ZEscalationDetails } from '@backoffice/domain/calls/escalations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { escalationKeys } from './query-keys';

/** GET /api/helpdesk/escalation-details/:escalation_id/. */
export function getEscalationDetails(escalationId: number, signal?: AbortSignal) {
  return apiRequest(`/helpdesk/escalation-details/${escalationId}/`, {
    schema: ZEscalationDetails,
    signal,
    silent: true,
  });
}

export const escalationDetailsQuery = (escalationId: number) =>
  queryOptions({
    queryKey: escalationKeys.details(escalationId),
    queryFn: ({ signal }) => getEscalationDetails(escalationId, signal),
    staleTime: 0,
  });

export function useEscalationDetails(escalationId: number) {
  return useQuery(escalationDetailsQuery(escalationId));
}
