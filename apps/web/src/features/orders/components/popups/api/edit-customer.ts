import { type TEditCustomerRequest, ZOrderDetails } from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDetailsKey } from './query-keys';

/** POST /api/edit-customer/: the order's shipping and billing addresses, with its version. */
export function editCustomer(request: TEditCustomerRequest) {
  return apiRequest('/edit-customer/', { schema: ZOrderDetails, method: 'POST', body: request });
}

/**
 * Saves the addresses and reloads the order. A failure is toasted by the central handler; a
 * stale version (409) also reloads the order, so the next attempt starts from the latest.
 */
export function useEditCustomer(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCustomer,
    onSuccess: () => notifications.show({ color: 'green', message: 'Updated Successfully!' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailsKey(orderRandomId) }),
  });
}
