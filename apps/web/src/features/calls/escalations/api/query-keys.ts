import type { EscalationFilters } from './escalation-filters';

/**
 * Query keys of the escalations area, under the 'escalations' prefix that the order page's
 * escalation form invalidates after raising one.
 */
export const escalationKeys = {
  all: ['escalations'] as const,
  lists: () => [...escalationKeys.all, 'list'] as const,
  list: (filters: EscalationFilters, offset: number) =>
    [...escalationKeys.lists(), filters, offset] as const,
  details: (escalationId: number) => [...escalationKeys.all, 'details', escalationId] as const,
};
