import { ZRequestedDateLogResponse } from '@backoffice/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { popupKeys } from './query-keys';

/** GET /api/requested-date-log/:cart_pid/: every change of the cart's requested date. */
export function getRequestedDateLog(cartPid: number, signal?: AbortSignal) {
  return apiRequest(`/requested-date-log/${cartPid}/`, {
    schema: ZRequestedDateLogResponse,
    signal,
    silent: true,
  });
}

export const requestedDateLogQuery = (cartPid: number) =>
  queryOptions({
    queryKey: popupKeys.requestedDateLog(cartPid),
    queryFn: ({ signal }) => getRequestedDateLog(cartPid, signal),
  });

export function useRequestedDateLog(cartPid: number) {
  return useQuery(requestedDateLogQuery(cartPid));
}
