import { type MemberDayActivity, ZMemberDayActivity } from '@backoffice/domain/calls/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryString } from './query-string';
import { teamKeys } from './query-keys';

/** GET /api/get-members-activity/:login_id/: a member's Working and Break periods of a day. */
export function getMemberDay(
  loginId: number,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<MemberDayActivity> {
  return apiRequest(`/get-members-activity/${loginId}/${queryString({ date })}`, {
    schema: ZMemberDayActivity,
    signal,
    silent: true,
  });
}

export const memberDayQuery = (loginId: number, date: string | undefined) =>
  queryOptions({
    queryKey: teamKeys.memberDay(loginId, date),
    queryFn: ({ signal }) => getMemberDay(loginId, date, signal),
    staleTime: 0,
  });

export function useMemberDay(loginId: number, date: string | undefined) {
  return useQuery(memberDayQuery(loginId, date));
}
