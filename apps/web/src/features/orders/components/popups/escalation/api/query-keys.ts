import { orderKeys } from '../../../../api/query-keys';

/** Query keys of the order page's escalation form. */
export const escalationFormKeys = {
  createDetails: (orderRandomId: string) =>
    [...orderKeys.order(orderRandomId), 'escalation-create-details'] as const,
  /**
   * The prefix of the /escalations screen's queries (its own feature): a new escalation
   * refreshes that list without the two features importing each other.
   */
  escalationLists: ['escalations'] as const,
};
