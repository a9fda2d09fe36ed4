import { orderDataKeys, queryKeyPrefixes } from '@/lib/query-keys';
import type { EscalationFilters } from './escalation-filters';

/**
 * Query keys of the escalations area: its lists and details under its prefix, which the order
 * page's escalation form invalidates after raising one, and the form's details under the order,
 * so that reloading the order reloads them.
 */
export const escalationKeys = {
  all: queryKeyPrefixes.escalations,
  lists: () => [...escalationKeys.all, 'list'] as const,
  list: (filters: EscalationFilters, offset: number) =>
    [...escalationKeys.lists(), filters, offset] as const,
  details: (escalationId: number) => [...escalationKeys.all, 'details', escalationId] as const,
  createDetails: (orderRandomId: string) =>
    [...orderDataKeys.order(orderRandomId), 'escalation-create-details'] as const,
};
