import {
  type AssignCetResponse,
  type TAssignCetRequest,
  ZAssignCetResponse,
} from '@backoffice/domain/calls/team';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { useOrderRefresh } from '@/lib/order-page';

/** POST /api/update-assign-cet/: gives carts of the order to an agent, at the versions read. */
export function assignCarts(request: TAssignCetRequest): Promise<AssignCetResponse> {
  return apiRequest('/update-assign-cet/', {
    schema: ZAssignCetResponse,
    method: 'POST',
    body: request,
  });
}

/**
 * Assigns carts to an agent. Success: a toast, the order and every work list reload (the carts
 * move between agents' lists). A refusal has been told by the central handler and a stale version
 * is the popup's to show; either way the order page reloads the order.
 */
export function useAssignCarts(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useMutation({
    mutationFn: assignCarts,
    onSuccess: ({ message }) => {
      notifications.show({ color: 'green', message });
      refresh({ lists: true });
    },
    onError: () => refresh({ lists: false }),
  });
}
