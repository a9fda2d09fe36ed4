import {
  ESCALATION_PAGE_SIZE,
  ZEscalationListResponse,
} from '@backoffice/domain/calls/escalations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import type { EscalationFilters } from './escalation-filters';
import { escalationKeys } from './query-keys';

/** GET /api/helpdesk/get-all-escalations/: a page of 999, newest first. */
export function getEscalations(filters: EscalationFilters, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    limit: String(ESCALATION_PAGE_SIZE),
    offset: String(offset),
  });
  if (filters.status !== null) query.set('status', String(filters.status));
  if (filters.orderRandomId !== null) query.set('order_random_id', filters.orderRandomId);
  return apiRequest(`/helpdesk/get-all-escalations/?${query}`, {
    schema: ZEscalationListResponse,
    signal,
    silent: true,
  });
}

export const escalationsQuery = (filters: EscalationFilters, offset: number) =>
  queryOptions({
    queryKey: escalationKeys.list(filters, offset),
    queryFn: ({ signal }) => getEscalations(filters, offset, signal),
    placeholderData: keepPreviousData,
  });

export function useEscalations(filters: EscalationFilters, offset: number) {
  return useQuery(escalationsQuery(filters, offset));
}
