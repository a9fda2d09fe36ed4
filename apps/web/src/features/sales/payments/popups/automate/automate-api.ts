import { type TAutomateRequest, ZAutomateAnswer } from '@backoffice/domain/sales/payments';
import { useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from '@/features/sales/components/payments';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { useOrderRefresh } from '@/lib/order-page';

/** POST /api/automate/: the order's automatic checks, run again now; the order and its payments reload after. */
export function useAutomateChecks(orderRandomId: string) {
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(orderRandomId);
  return useIdempotentMutation({
    mutationFn: (request: TAutomateRequest, key) =>
      apiRequest('/automate/', {
        schema: ZAutomateAnswer,
        method: 'POST',
        body: request,
        headers: submissionHeader(key),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderRandomId) });
      refresh({ lists: false });
    },
  });
}
