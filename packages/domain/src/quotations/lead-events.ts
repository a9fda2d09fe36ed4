/** What happens to a lead, kept as its history (the lead_events table). */
export const LEAD_EVENT_KINDS = [
  'created',
  'status_changed',
  'quotation_generated',
  'quotation_modified',
  'order_placed',
  'pulled_from_crm',
  'pushed_to_crm',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** What an event carries besides its kind. */
export interface LeadEventFacts {
  kind: LeadEventKind;
  by_name: string | null;
  from_status?: string | null;
  to_status?: string | null;
  quotation_random_id?: string | null;
  order_random_id?: string | null;
}

/** An event as a sentence for the lead's history. */
export function leadEventSentence(e: LeadEventFacts): string {
  const who = e.by_name ?? 'The lead CRM';
  switch (e.kind) {
    case 'created':
      return `${who} added the lead.`;
    case 'status_changed':
      return `${who} changed the status from ${e.from_status ?? '-'} to ${e.to_status ?? '-'}.`;
    case 'quotation_generated':
      return `${who} generated quotation ${e.quotation_random_id ?? ''}.`;
    case 'quotation_modified':
      return `${who} modified quotation ${e.quotation_random_id ?? ''}.`;
    case 'order_placed':
      return `${who} placed order ${e.order_random_id ?? ''} from quotation ${e.quotation_random_id ?? ''}; the lead is ACQUIRED.`;
    case 'pulled_from_crm':
      return 'The lead came from the lead CRM.';
    case 'pushed_to_crm':
      return `The status ${e.to_status ?? ''} was sent to the lead CRM.`;
  }
}
