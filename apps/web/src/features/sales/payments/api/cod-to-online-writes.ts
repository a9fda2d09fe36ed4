import {
  type CodToOnlineAnswer,
  type TCancelCtoRequest,
  type TCodToOnlineRefreshRequest,
  type TResendCtoLinkRequest,
  ZCodToOnlineAnswer,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { paymentScreenKeys } from './query-keys';

/** Resend, cancel and check a COD-to-online request; the list reloads after each. */
export function useCodToOnlineWrites() {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: ({ message }: CodToOnlineAnswer) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentScreenKeys.codToOnline() }),
  };
  return {
    resend: useIdempotentMutation({
      mutationFn: (request: TResendCtoLinkRequest, key) =>
        apiRequest('/resend-cto-link/', {
          schema: ZCodToOnlineAnswer,
          method: 'POST',
          body: request,
          headers: submissionHeader(key),
        }),
      ...options,
    }),
    cancel: useIdempotentMutation({
      mutationFn: (request: TCancelCtoRequest, key) =>
        apiRequest('/cancel-cto-request/', {
          schema: ZCodToOnlineAnswer,
          method: 'POST',
          body: request,
          headers: submissionHeader(key),
        }),
      ...options,
    }),
    check: useIdempotentMutation({
      mutationFn: (request: TCodToOnlineRefreshRequest, key) =>
        apiRequest('/backend-cod-to-online/', {
          schema: ZCodToOnlineAnswer,
          method: 'PUT',
          body: request,
          headers: submissionHeader(key),
        }),
      ...options,
    }),
  };
}
