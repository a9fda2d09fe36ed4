import {
  type CancelOrderResponse,
  type TCancelOrderRequest,
  ZCancelOrderResponse,
} from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { useOrderRefresh } from '@/lib/order-page';

/** POST /api/cancel-universal-order/: every cart of the order to Cancelled, by the rules. */
export function cancelOrder(request: TCancelOrderRequest): Promise<CancelOrderResponse> {
  return apiRequest('/cancel-universal-order/', {
    schema: ZCancelOrderResponse,
    method: 'POST',
    body: request,
  });
}

/** Cancels an order; a refusal (success false) is shown as a warning, like a status change. */
export function useCancelOrder(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (answer) => {
      notifications.show(
        answer.success
          ? { color: 'green', message: answer.message || 'Order cancelled' }
          : { color: 'yellow', title: 'Not cancelled', message: answer.message },
      );
      refresh({ lists: answer.success });
    },
  });
}
