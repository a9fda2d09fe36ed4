import type { EscalationStatusId } from '@backoffice/domain/calls/escalations';

/** What the /escalations list is narrowed to: a status, an order, or neither. */
export interface EscalationFilters {
  status: EscalationStatusId | null;
  orderRandomId: string | null;
}
