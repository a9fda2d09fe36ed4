import { type TUrgentDeliveryRequest, ZCartRequestResponse } from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDetailsKey } from './query-keys';

/** POST /api/urgent-delivery/: asks for a cart to be delivered urgently, with the agent's comment. */
export function requestUrgentDelivery(request: TUrgentDeliveryRequest) {
  return apiRequest('/urgent-delivery/', {
    schema: ZCartRequestResponse,
    method: 'POST',
    body: request,
  });
}

/** Asks for urgent delivery, then reloads the order (also after a stale version, 409). */
export function useRequestUrgentDelivery(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestUrgentDelivery,
    onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderRandomId) }),
  });
}
