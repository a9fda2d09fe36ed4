import {
  isFbaChannel,
  type TUpdateOrderRequest,
  type UpdateOrderResponse,
  ZUpdateOrderResponse,
} from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { apiRequest } from '@/lib/api/api-client';
import { isStale } from '@/lib/api/api-error';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { useOrderRefresh } from '@/lib/order-page';

/** POST /api/update-order/: a cart's new status, naming the cart version it was read at. */
export function updateOrder(
  request: TUpdateOrderRequest,
  key: string,
): Promise<UpdateOrderResponse> {
  return apiRequest('/update-order/', {
    schema: ZUpdateOrderResponse,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/**
 * POST /api/update-fba-order/: the same change for a cart of the marketplace-fulfilled channel,
 * judged by that channel's own table of statuses.
 */
export function updateFbaOrder(
  request: TUpdateOrderRequest,
  key: string,
): Promise<UpdateOrderResponse> {
  return apiRequest('/update-fba-order/', {
    schema: ZUpdateOrderResponse,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/**
 * Changes a cart's status of an order of channel `affiliateId`, through update-fba-order for
 * the marketplace-fulfilled channel (isFbaChannel), else update-order. Success: a toast and
 * every list refreshed. An update the server turns down (success false) shows its message as a
 * warning (000 section 4). A stale write has been told by the central handler; the order reloads
 * so that the next try names the new version.
 */
export function useUpdateOrder(orderRandomId: string, affiliateId: number) {
  const refresh = useOrderRefresh(orderRandomId);
  return useIdempotentMutation({
    mutationFn: isFbaChannel(affiliateId) ? updateFbaOrder : updateOrder,
    onSuccess: (answer) => {
      notifications.show(
        answer.success
          ? { color: 'green', message: answer.message || 'Status updated' }
          : { color: 'yellow', title: 'Not updated', message: answer.message },
      );
      refresh({ lists: answer.success });
    },
    onError: (error) => {
      if (isStale(error)) refresh({ lists: false });
    },
  });
}
