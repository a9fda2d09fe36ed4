/**
 * The states of a customer's helpdesk ticket. An escalation links the order's tickets that are
 * still being answered (open or pending); resolved and closed ones are not offered.
 */
export const HELPDESK_TICKET_STATUSES = [
  { value: 'open', label: 'Open', linkable: true },
  { value: 'pending', label: 'Pending', linkable: true },
  { value: 'resolved', label: 'Resolved', linkable: false },
  { value: 'closed', label: 'Closed', linkable: false },
] as const;

export type HelpdeskTicketStatus = (typeof HELPDESK_TICKET_STATUSES)[number]['value'];

export const HELPDESK_TICKET_STATUS_VALUES: readonly HelpdeskTicketStatus[] =
  HELPDESK_TICKET_STATUSES.map((s) => s.value);

/** Whether an escalation may link a ticket in this state. */
export function isLinkableTicket(status: HelpdeskTicketStatus): boolean {
  return HELPDESK_TICKET_STATUSES.some((s) => s.value === status && s.linkable);
}

/** The label of a ticket state. */
export function ticketStatusLabel(status: HelpdeskTicketStatus): string {
  return HELPDESK_TICKET_STATUSES.find((s) => s.value === status)?.label ?? status;
}
