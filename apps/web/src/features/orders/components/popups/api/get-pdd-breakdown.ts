import { ZPddBreakdownResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { popupKeys } from './query-keys';

/** GET /api/pdd-breakdown/:cart_pid/: each stage of the promised delivery date (001 section 4). */
export function getPddBreakdown(cartPid: number, signal?: AbortSignal) {
  return apiRequest(`/pdd-breakdown/${cartPid}/`, {
    schema: ZPddBreakdownResponse,
    signal,
    silent: true,
  });
}

export const pddBreakdownQuery = (cartPid: number) =>
  queryOptions({
    queryKey: popupKeys.pddBreakdown(cartPid),
    queryFn: ({ signal }) => getPddBreakdown(cartPid, signal),
  });

export function usePddBreakdown(cartPid: number) {
  return useQuery(pddBreakdownQuery(cartPid));
}
