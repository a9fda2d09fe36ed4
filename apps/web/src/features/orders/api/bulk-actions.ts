import type { TBulkAssignRequest } from '@backoffice/domain/calls/team';
import {
  ZBulkResponse,
  type BulkResponse,
  type TBulkStatusRequest,
} from '@backoffice/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { submissionHeader, useIdempotentMutation } from '@/lib/api/submission-key';
import { orderDataKeys } from '@/lib/query-keys';

/** POST /api/orders/bulk-status/: one status change for each selected cart. */
export function bulkStatus(request: TBulkStatusRequest, key: string): Promise<BulkResponse> {
  return apiRequest('/orders/bulk-status/', {
    schema: ZBulkResponse,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/** POST /api/orders/bulk-assign/: the selected carts to one agent. */
export function bulkAssign(request: TBulkAssignRequest, key: string): Promise<BulkResponse> {
  return apiRequest('/orders/bulk-assign/', {
    schema: ZBulkResponse,
    method: 'POST',
    body: request,
    headers: submissionHeader(key),
  });
}

/** A bulk action of the work lists: one key per submission; the lists refresh after it. */
function useBulkAction<TRequest>(call: (request: TRequest, key: string) => Promise<BulkResponse>) {
  const client = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: orderDataKeys.lists() }),
  });
}

export const useBulkStatus = () => useBulkAction(bulkStatus);
export const useBulkAssign = () => useBulkAction(bulkAssign);
