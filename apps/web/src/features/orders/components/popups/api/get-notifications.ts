import { ZOrderNotificationsResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { popupKeys } from './query-keys';

/** GET /api/sent-email-sms-notification/:order_random_id/: the types to send and those sent. */
export function getOrderNotifications(orderRandomId: string, signal?: AbortSignal) {
  return apiRequest(`/sent-email-sms-notification/${encodeURIComponent(orderRandomId)}/`, {
    schema: ZOrderNotificationsResponse,
    signal,
    silent: true,
  });
}

export const orderNotificationsQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: popupKeys.notifications(orderRandomId),
    queryFn: ({ signal }) => getOrderNotifications(orderRandomId, signal),
    staleTime: 0,
  });

export function useOrderNotifications(orderRandomId: string) {
  return useQuery(orderNotificationsQuery(orderRandomId));
}
