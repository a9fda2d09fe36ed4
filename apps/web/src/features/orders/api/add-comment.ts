import {
  type AddOrderCommentResponse,
  type TAddOrderCommentRequest,
  ZAddOrderCommentResponse,
} from '@backoffice/domain/orders';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderKeys } from './query-keys';

/** POST /api/update-universal-order-comments/: a comment on an order or one of its carts. */
export function addComment(request: TAddOrderCommentRequest): Promise<AddOrderCommentResponse> {
  return apiRequest('/update-universal-order-comments/', {
    schema: ZAddOrderCommentResponse,
    method: 'POST',
    body: request,
  });
}

/** Adds a comment and reloads the order's comments and history (a comment is audited too). */
export function useAddComment(orderRandomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Comment added' });
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderRandomId) });
    },
  });
}
