import type { TMembersActivityQuery } from '@backoffice/domain/calls/team';
import { queryKeyPrefixes } from '@/lib/query-keys';

/** The activity board's filters as the screens send them (defaults left to the server). */
export type ActivityFilter = Partial<Omit<TMembersActivityQuery, 'limit'>>;

/** Query keys of the team screens (the member list's keys live in lib/members). */
export const teamKeys = {
  all: queryKeyPrefixes.team,
  activity: (filter: ActivityFilter) => [...teamKeys.all, 'activity', filter] as const,
  memberDay: (loginId: number, date: string | undefined) =>
    [...teamKeys.all, 'member-day', loginId, date ?? 'today'] as const,
  pods: () => [...teamKeys.all, 'pods'] as const,
  qaReviews: (loginId: number) => [...teamKeys.all, 'qa-reviews', loginId] as const,
};
