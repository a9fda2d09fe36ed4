import { type OrderCommentsResponse, ZOrderCommentsResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderKeys } from './query-keys';

/** GET /api/comments/:order_random_id/: the comments of an order and its carts. */
export function getComments(
  orderRandomId: string,
  signal?: AbortSignal,
): Promise<OrderCommentsResponse> {
  return apiRequest(`/comments/${encodeURIComponent(orderRandomId)}/`, {
    schema: ZOrderCommentsResponse,
    signal,
    silent: true,
  });
}

export const commentsQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: orderKeys.comments(orderRandomId),
    queryFn: ({ signal }) => getComments(orderRandomId, signal),
    staleTime: 0,
  });

export function useComments(orderRandomId: string) {
  return useQuery(commentsQuery(orderRandomId));
}
