import {
  type QueryConcernMemberResponse,
  ZQueryConcernMemberResponse,
} from '@backoffice/domain/calls/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { orderDataKeys } from '@/lib/query-keys';

/** GET /api/get-query-concern-member/: the agent of each cart of an order and their pod leader. */
export function getConcernMember(
  orderRandomId: string,
  signal?: AbortSignal,
): Promise<QueryConcernMemberResponse> {
  const query = new URLSearchParams({ order_id: orderRandomId });
  return apiRequest(`/get-query-concern-member/?${query.toString()}`, {
    schema: ZQueryConcernMemberResponse,
    signal,
    silent: true,
  });
}

// Under the order's key: a write that reloads the order reloads who works its carts too.
export const concernMemberQuery = (orderRandomId: string) =>
  queryOptions({
    queryKey: [...orderDataKeys.order(orderRandomId), 'concern-member'] as const,
    queryFn: ({ signal }) => getConcernMember(orderRandomId, signal),
  });

export function useConcernMember(orderRandomId: string) {
  return useQuery(concernMemberQuery(orderRandomId));
}
