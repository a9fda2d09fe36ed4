import type { EscalationStatusId } from './statuses';
import { escalationStatus } from './statuses';

/** Messages of the escalation form and calls (001 section 5 "Escalation" where it gives them). */
export const ESCALATION_MESSAGES = {
  required: 'Required!',
  reasonRequired: 'Reason is Required!',
  productRequired: 'Please select atleast 1 product',
  invalidChannel: 'Select a valid channel',
  invalidReason: 'Select a valid reason',
  subReasonOfAnotherReason: 'Select a sub reason of the chosen reason',
  invalidWarehouse: 'Select a valid warehouse',
  noWarehouseNeeded: 'No warehouse is needed for this reason',
  invalidTicket: 'Ticket ids must be positive whole numbers',
  tooManyTickets: 'At most 20 tickets',
  ticketNotOpen: (id: number) => `Ticket ${id} is not an open ticket of this order`,
  tooManyProducts: 'At most 50 products',
  duplicateProduct: 'Each product can be chosen once',
  invalidAffiliate: 'affiliate_id must be a sales channel id',
  affiliateMismatch: 'affiliate_id is not the channel of this order',
  invalidEscalationId: 'escalation_id must be a positive whole number',
  invalidStatus: 'Select a valid status',
  invalidLimit: 'limit must be a whole number from 1 to 999',
  cartNotOfOrder: (cartPid: number) => `Cart ${cartPid} is not a cart of this order`,
  cartInOpenEscalation: (cartPid: number, escalationId: number) =>
    `Cart ${cartPid} is already in open escalation ${escalationId}`,
  cartNotInEscalation: (cartPid: number) => `Cart ${cartPid} is not in this escalation`,
  cartAlreadyInEscalation: (cartPid: number) => `Cart ${cartPid} is already in this escalation`,
  escalationNotActive: (status: EscalationStatusId) =>
    `A ${escalationStatus(status).label} escalation cannot switch its products`,
  created: 'Escalation Created!',
  switched: 'Updated Successfully!',
  escalationNotFound: 'Escalation not found',
} as const;
