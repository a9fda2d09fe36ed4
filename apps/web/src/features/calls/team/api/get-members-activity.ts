import { MEMBER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import {
  type MembersActivityResponse,
  ZMembersActivityResponse,
} from '@backoffice/domain/calls/team';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryString } from './query-string';
import { teamKeys, type ActivityFilter } from './query-keys';

/** How often the activity board asks again while it is open. */
export const ACTIVITY_REFRESH_MS = 30_000;

/** GET /api/get-members-activity/: who is Working or on Break now, and each member's day. */
export function getMembersActivity(
  filter: ActivityFilter,
  signal?: AbortSignal,
): Promise<MembersActivityResponse> {
  const path = `/get-members-activity/${queryString({ ...filter, limit: MEMBER_LIST_PAGE_SIZE })}`;
  // Silent: the screen shows the failure in place (error or forbidden state).
  return apiRequest(path, { schema: ZMembersActivityResponse, signal, silent: true });
}

export const membersActivityQuery = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: teamKeys.activity(filter),
    queryFn: ({ signal }) => getMembersActivity(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ACTIVITY_REFRESH_MS,
  });

export function useMembersActivity(filter: ActivityFilter) {
  return useQuery(membersActivityQuery(filter));
}
