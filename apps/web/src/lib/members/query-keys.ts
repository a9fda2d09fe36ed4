import { queryKeyPrefixes } from '@/lib/query-keys';
import type { MembersFilter } from './get-members';

/** Query keys of the member list, shared by the team screens and the agent pickers. */
export const memberKeys = {
  all: queryKeyPrefixes.members,
  list: (filter: MembersFilter) => [...memberKeys.all, 'list', filter] as const,
};
