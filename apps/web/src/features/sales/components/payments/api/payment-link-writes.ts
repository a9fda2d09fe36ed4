import type {
  PaymentLinkAnswer,
  TCancelPaymentLinkRequest,
  TResendPaymentLinkRequest,
  TSendPaymentLinkRequest,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { paymentKeys } from './payment-keys';

/** POST /api/send-payment-link/ with the form's Idempotency-Key. */
export function sendPaymentLink(request: TSendPaymentLinkRequest, idempotencyKey: string) {
  return apiRequest<PaymentLinkAnswer>('/send-payment-link/', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /api/resend-payment-link/. */
export function resendPaymentLink(request: TResendPaymentLinkRequest) {
  return apiRequest<PaymentLinkAnswer>('/resend-payment-link/', { method: 'POST', body: request });
}

/** POST /api/cancel-payment-link/. */
export function cancelPaymentLink(request: TCancelPaymentLinkRequest) {
  return apiRequest<PaymentLinkAnswer>('/cancel-payment-link/', { method: 'POST', body: request });
}

/**
 * The three link writes of an order, each toasting the server's message and reloading the
 * order's payments; `onChanged` lets the screen reload what it shows of the order too.
 */
export function usePaymentLinkWrites(orderRandomId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderRandomId) });
    onChanged?.();
  };
  const toast = ({ message }: PaymentLinkAnswer) => notifications.show({ color: 'green', message });
  return {
    send: useMutation({
      mutationFn: (v: { request: TSendPaymentLinkRequest; key: string }) =>
        sendPaymentLink(v.request, v.key),
      onSuccess: toast,
      onSettled: settled,
    }),
    resend: useMutation({ mutationFn: resendPaymentLink, onSuccess: toast, onSettled: settled }),
    cancel: useMutation({ mutationFn: cancelPaymentLink, onSuccess: toast, onSettled: settled }),
  };
}
