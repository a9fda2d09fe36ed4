import { type TSendCreditNoteRequest, ZDocumentSentResponse } from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDetailsKey } from './query-keys';

/** POST /api/send-credit-note/: e-mails one credit note of a cart to the customer. */
export function sendCreditNote(request: TSendCreditNoteRequest) {
  return apiRequest('/send-credit-note/', {
    schema: ZDocumentSentResponse,
    method: 'POST',
    body: request,
  });
}

export function useSendCreditNote(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCreditNote,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message });
      await queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderRandomId) });
    },
  });
}
