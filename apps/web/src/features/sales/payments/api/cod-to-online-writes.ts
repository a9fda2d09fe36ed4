import type {
  CodToOnlineAnswer,
  TCancelCtoRequest,
  TCodToOnlineRefreshRequest,
  TResendCtoLinkRequest,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { paymentScreenKeys } from './query-keys';

/** Resend, cancel and check a COD-to-online request; the list reloads after each. */
export function useCodToOnlineWrites() {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: ({ message }: CodToOnlineAnswer) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentScreenKeys.codToOnline() }),
  };
  return {
    resend: useMutation({
      mutationFn: (request: TResendCtoLinkRequest) =>
        apiRequest<CodToOnlineAnswer>('/resend-cto-link/', { method: 'POST', body: request }),
      ...options,
    }),
    cancel: useMutation({
      mutationFn: (request: TCancelCtoRequest) =>
        apiRequest<CodToOnlineAnswer>('/cancel-cto-request/', { method: 'POST', body: request }),
      ...options,
    }),
    check: useMutation({
      mutationFn: (request: TCodToOnlineRefreshRequest) =>
        apiRequest<CodToOnlineAnswer>('/backend-cod-to-online/', { method: 'PUT', body: request }),
      ...options,
    }),
  };
}
