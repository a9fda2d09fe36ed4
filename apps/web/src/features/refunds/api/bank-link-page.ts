import {
  ZBankLinkPageState,
  ZBankLinkSubmissionResponse,
  type TBankLinkSubmission,
} from '@backoffice/domain/refunds';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { refundsPath } from './paths';
import { refundKeys } from './query-keys';

/** GET /api/public/refund-bank-details/:token: what the customer's page shows (no sign-in). */
export const bankLinkPageQuery = (token: string) =>
  queryOptions({
    queryKey: refundKeys.bankLinkPage(token),
    queryFn: ({ signal }) =>
      apiRequest(refundsPath('bankDetailsForm', { token }), {
        schema: ZBankLinkPageState,
        signal,
        silent: true,
      }),
    retry: false,
  });

/**
 * POST /api/public/refund-bank-details/:token: the customer's one answer. The link takes one
 * submission, so a retry after a lost answer is refused by the server as already used.
 */
export function useSubmitBankLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankLinkSubmission) =>
      apiRequest(refundsPath('bankDetailsForm', { token }), {
        method: 'POST',
        body,
        schema: ZBankLinkSubmissionResponse,
      }),
    // A refusal (the link expired or was answered meanwhile) shows the page as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: refundKeys.bankLinkPage(token) }),
  });
}
