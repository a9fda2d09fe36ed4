import { type TCancellationRequest, ZCartRequestResponse } from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { orderDetailsKey } from './query-keys';

/** POST /api/cancellation-request/: asks for a cart to be cancelled, with the customer's reason. */
export function requestCancellation(request: TCancellationRequest, key: string) {
  return apiRequest('/cancellation-request/', {
    schema: ZCartRequestResponse,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/** Raises the request, then reloads the order (also after a stale version, 409). */
export function useRequestCancellation(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: requestCancellation,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderRandomId) }),
  });
}
