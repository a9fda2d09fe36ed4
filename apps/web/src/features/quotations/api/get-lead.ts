import {
  QUOTATION_PATHS,
  ZLeadDetailAnswer,
  type LeadDetailAnswer,
} from '@backoffice/domain/quotations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { quotationKeys } from './query-keys';

/** GET /api/quotation/leads/:lead_id/: the lead, its quotations and its history. */
export function getLead(leadId: number, signal?: AbortSignal): Promise<LeadDetailAnswer> {
  return apiRequest(apiPath(QUOTATION_PATHS.lead(leadId)), {
    schema: ZLeadDetailAnswer,
    signal,
    silent: true,
  });
}

export function useLead(leadId: number) {
  return useQuery({
    queryKey: quotationKeys.lead(leadId),
    queryFn: ({ signal }) => getLead(leadId, signal),
    enabled: Number.isInteger(leadId) && leadId > 0,
  });
}
