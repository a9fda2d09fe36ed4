import type { MembersFilter } from './get-members';

/** Query keys of the member list, shared by the team screens and the agent pickers. */
export const memberKeys = {
  all: ['members'] as const,
  list: (filter: MembersFilter) => [...memberKeys.all, 'list', filter] as const,
};
