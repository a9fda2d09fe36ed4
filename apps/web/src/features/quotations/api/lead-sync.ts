import {
  QUOTATION_PATHS,
  ZLeadSyncAnswer,
  ZLeadSyncRunAnswer,
  type LeadSyncAnswer,
  type LeadSyncKind,
  type LeadSyncRunAnswer,
} from '@backoffice/domain/quotations';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { apiPath } from './api-path';
import { leadToast } from './lead-toast';
import { quotationKeys } from './query-keys';

interface SyncPage {
  limit: number;
  offset: number;
}

/** GET /api/leadsquared/: the sync runs, newest first, and the statuses waiting for a push. */
export function getLeadSync(page: SyncPage, signal?: AbortSignal): Promise<LeadSyncAnswer> {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return apiRequest(`${apiPath(QUOTATION_PATHS.leadSync)}?${query.toString()}`, {
    schema: ZLeadSyncAnswer,
    signal,
    silent: true,
  });
}

export function useLeadSync(page: SyncPage) {
  return useQuery({
    queryKey: quotationKeys.leadSync(page),
    queryFn: ({ signal }) => getLeadSync(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/leadsquared/pull/ or /push/: one run against the lead CRM. */
export const runLeadSync = (kind: LeadSyncKind, key: string) =>
  apiRequest<LeadSyncRunAnswer>(
    apiPath(kind === 'pull' ? QUOTATION_PATHS.leadSyncPull : QUOTATION_PATHS.leadSyncPush),
    { schema: ZLeadSyncRunAnswer, method: 'POST', body: {}, headers: submissionHeader(key) },
  );

/** Runs a pull or a push, toasts its message and reloads the runs and the leads. */
export function useRunLeadSync() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<LeadSyncRunAnswer, LeadSyncKind>({
    mutationFn: runLeadSync,
    onSuccess: ({ message }) => leadToast(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
