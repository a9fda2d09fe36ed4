import { type HierarchyRequest, ZHierarchyRequest } from '@backoffice/domain/uploads';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { hierarchyKeys } from './query-keys';

/** fetch {request_id}: GET /api/product-hierarchy-approval/?request_id=. */
export function getHierarchyRequest(
  requestId: number,
  signal?: AbortSignal,
): Promise<HierarchyRequest> {
  return apiRequest(`/product-hierarchy-approval/?request_id=${requestId}`, {
    schema: ZHierarchyRequest,
    signal,
    silent: true,
  });
}

/** A request with its rows; nothing is read without a request. */
export function useHierarchyRequest(requestId: number | null) {
  return useQuery({
    queryKey: hierarchyKeys.request(requestId ?? 0),
    queryFn: ({ signal }) => getHierarchyRequest(requestId ?? 0, signal),
    enabled: requestId !== null,
  });
}
