import { type HierarchyRequestList, ZHierarchyRequestList } from '@backoffice/domain/uploads';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { hierarchyKeys } from './query-keys';

/** GET /api/product-configuration/requests/: the requests with pending rows, newest first. */
export function getPendingRequests(signal?: AbortSignal): Promise<HierarchyRequestList> {
  return apiRequest('/product-configuration/requests/', {
    schema: ZHierarchyRequestList,
    signal,
    silent: true,
  });
}

export function usePendingRequests() {
  return useQuery({
    queryKey: hierarchyKeys.pending(),
    queryFn: ({ signal }) => getPendingRequests(signal),
  });
}
