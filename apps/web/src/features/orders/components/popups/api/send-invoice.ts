import { type TSendInvoiceRequest, ZDocumentSentResponse } from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDetailsKey } from './query-keys';

/** POST /api/send-invoice-cet-cx/: e-mails a cart's invoice to the customer (cx) or the agent (cet). */
export function sendInvoice(request: TSendInvoiceRequest) {
  return apiRequest('/send-invoice-cet-cx/', {
    schema: ZDocumentSentResponse,
    method: 'POST',
    body: request,
  });
}

export function useSendInvoice(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message });
      await queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderRandomId) });
    },
  });
}
