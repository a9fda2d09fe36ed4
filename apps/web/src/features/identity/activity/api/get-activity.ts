import { type ActivityResponse, ZActivityResponse } from '@backoffice/domain/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { activityKeys } from './query-keys';

/** GET /api/activity/: the caller's Working and Break periods. */
export function getActivity(signal?: AbortSignal): Promise<ActivityResponse> {
  return apiRequest('/activity/', { schema: ZActivityResponse, signal, silent: true });
}

export const activityQuery = () =>
  queryOptions({
    queryKey: activityKeys.own(),
    queryFn: ({ signal }) => getActivity(signal),
    // A status toggle adds a period: always show the latest when the screen opens.
    staleTime: 0,
  });

export function useActivity() {
  return useQuery(activityQuery());
}
