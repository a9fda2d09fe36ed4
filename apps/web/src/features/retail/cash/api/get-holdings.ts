import { RETAIL_CASH_PATHS, ZHoldingsAnswer } from '@backoffice/domain/retail/cash';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { cashKeys } from './query-keys';

/** GET /api/retail/cash/rm/holdings/?date=: cash held per person and in transit through a day. */
export function getHoldings(date: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ date });
  return apiRequest(`${apiPath(RETAIL_CASH_PATHS.holdings)}?${query}`, {
    schema: ZHoldingsAnswer,
    signal,
    silent: true,
  });
}

export const holdingsQuery = (date: string) =>
  queryOptions({
    queryKey: cashKeys.holdings(date),
    queryFn: ({ signal }) => getHoldings(date, signal),
    staleTime: 0,
  });

export function useHoldings(date: string) {
  return useQuery(holdingsQuery(date));
}
