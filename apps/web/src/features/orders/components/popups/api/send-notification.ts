import {
  type TSendNotificationRequest,
  ZSendNotificationResponse,
} from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDetailsKey, popupKeys } from './query-keys';

/** POST /api/sent-email-sms-notification/:order_random_id/. */
export function sendNotification(orderRandomId: string, request: TSendNotificationRequest) {
  return apiRequest(`/sent-email-sms-notification/${encodeURIComponent(orderRandomId)}/`, {
    schema: ZSendNotificationResponse,
    method: 'POST',
    body: request,
  });
}

/**
 * Sends a notification about the order. The popup has given way to the confirm prompt by then,
 * so the outcome is told by a toast (a failure by the central handler).
 */
export function useSendNotification(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendNotificationRequest) => sendNotification(orderRandomId, request),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: popupKeys.notifications(orderRandomId) }),
        queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderRandomId) }),
      ]);
    },
  });
}
