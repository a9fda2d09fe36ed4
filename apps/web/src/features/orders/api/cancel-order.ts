import {
  type CancelOrderResponse,
  type TCancelOrderRequest,
  ZCancelOrderResponse,
} from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { useOrderRefresh } from '@/lib/order-page';

/** POST /api/cancel-universal-order/: every cart of the order to Cancelled, by the rules. */
export function cancelOrder(
  request: TCancelOrderRequest,
  key: string,
): Promise<CancelOrderResponse> {
  return apiRequest('/cancel-universal-order/', {
    schema: ZCancelOrderResponse,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/** Cancels an order; a refusal (success false) is shown as a warning, like a status change. */
export function useCancelOrder(orderRandomId: string) {
  const refresh = useOrderRefresh(orderRandomId);
  return useIdempotentMutation({
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
