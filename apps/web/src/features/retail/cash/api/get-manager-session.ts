import { RETAIL_CASH_PATHS, ZManagerSessionAnswer } from '@backoffice/domain/retail/cash';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { cashKeys } from './query-keys';

/** GET /api/retail/sessions/rm/: the Retail Manager's session dashboard. */
export function getManagerSession(signal?: AbortSignal) {
  return apiRequest(apiPath(RETAIL_CASH_PATHS.managerSession), {
    schema: ZManagerSessionAnswer,
    signal,
    silent: true,
  });
}

export const managerSessionQuery = () =>
  queryOptions({
    queryKey: cashKeys.managerSession(),
    queryFn: ({ signal }) => getManagerSession(signal),
    staleTime: 0,
  });

export function useManagerSession() {
  return useQuery(managerSessionQuery());
}
