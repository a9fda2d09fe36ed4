import {
  type AutomateSaleChangesAnswer,
  ZAutomateSaleChangesAnswer,
} from '@backoffice/domain/uploads';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';

/** POST /api/automate-sale-changes/: applies the sales that started, restores those that ended. */
export function automateSaleChanges(key: string): Promise<AutomateSaleChangesAnswer> {
  return apiRequest('/automate-sale-changes/', {
    schema: ZAutomateSaleChangesAnswer,
    method: 'POST',
    body: {},
    headers: submissionHeader(key),
  });
}

/** Automate sale changes, each click one submission under its Idempotency-Key. */
export function useAutomateSaleChanges() {
  return useIdempotentMutation({
    mutationFn: (_: void, key: string) => automateSaleChanges(key),
  });
}
