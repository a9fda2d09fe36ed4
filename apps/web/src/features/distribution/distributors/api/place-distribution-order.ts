import {
  ZDistributionOrderAnswer,
  type DistributionOrderAnswer,
  type TDistributionOrderRequestInput,
} from '@backoffice/domain/distribution';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { orderDataKeys } from '@/lib/query-keys';
import { distributionKeys } from './query-keys';

/**
 * POST /api/place-distrbution-order/: an order on channel 5 for an active distributor, priced
 * on the server. The Idempotency-Key is the submission's: a double click or a retry replays it.
 */
export const placeDistributionOrder = (body: TDistributionOrderRequestInput, key: string) =>
  apiRequest<DistributionOrderAnswer>('/place-distrbution-order/', {
    method: 'POST',
    body,
    schema: ZDistributionOrderAnswer,
    headers: submissionHeader(key),
  });

/** Places the order, then reloads the distributors' credit and the order lists and searches. */
export function usePlaceDistributionOrder() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<DistributionOrderAnswer, TDistributionOrderRequestInput>({
    mutationFn: placeDistributionOrder,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: distributionKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderDataKeys.searches() });
    },
  });
}
