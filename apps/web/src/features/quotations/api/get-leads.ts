import { QUOTATION_PATHS, ZLeadsAnswer, type LeadsAnswer } from '@backoffice/domain/quotations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { quotationKeys, type LeadsFilter } from './query-keys';

/** GET /api/quotation/leads/: one page of leads, newest first, matching the e-mail or phone. */
export function getLeads(filter: LeadsFilter, signal?: AbortSignal): Promise<LeadsAnswer> {
  const query = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.search) query.set('search', filter.search);
  // Silent: the table shows the failure where the leads would be.
  return apiRequest(`${apiPath(QUOTATION_PATHS.leads)}?${query.toString()}`, {
    schema: ZLeadsAnswer,
    signal,
    silent: true,
  });
}

export function useLeads(filter: LeadsFilter) {
  return useQuery({
    queryKey: quotationKeys.leads(filter),
    queryFn: ({ signal }) => getLeads(filter, signal),
    placeholderData: keepPreviousData,
  });
}
