import {
  type PaymentLinkAnswer,
  type TCancelPaymentLinkRequest,
  type TResendPaymentLinkRequest,
  type TSendPaymentLinkRequest,
  ZPaymentLinkAnswer,
} from '@backoffice/domain/sales/payments';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { paymentKeys } from './payment-keys';

/** POST /api/send-payment-link/ with the form's Idempotency-Key. */
export function sendPaymentLink(request: TSendPaymentLinkRequest, idempotencyKey: string) {
  return apiRequest('/send-payment-link/', {
    schema: ZPaymentLinkAnswer,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /api/resend-payment-link/ with the submission's Idempotency-Key. */
export function resendPaymentLink(request: TResendPaymentLinkRequest, key: string) {
  return apiRequest('/resend-payment-link/', {
    schema: ZPaymentLinkAnswer,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/** POST /api/cancel-payment-link/ with the submission's Idempotency-Key. */
export function cancelPaymentLink(request: TCancelPaymentLinkRequest, key: string) {
  return apiRequest('/cancel-payment-link/', {
    schema: ZPaymentLinkAnswer,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
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
    resend: useIdempotentMutation({
      mutationFn: resendPaymentLink,
      onSuccess: toast,
      onSettled: settled,
    }),
    cancel: useIdempotentMutation({
      mutationFn: cancelPaymentLink,
      onSuccess: toast,
      onSettled: settled,
    }),
  };
}
