/** Lead types of 002 (1 Outbound, 2 Inbound, 3 Repeat). */
export const LEAD_TYPES = [
  { id: 1, label: 'Outbound' },
  { id: 2, label: 'Inbound' },
  { id: 3, label: 'Repeat' },
] as const;
export type LeadTypeId = (typeof LEAD_TYPES)[number]['id'];
export const LEAD_TYPE_IDS = LEAD_TYPES.map((t) => t.id) as readonly LeadTypeId[];
/** The Add Lead popup's default lead type: Outbound. */
export const DEFAULT_LEAD_TYPE: LeadTypeId = 1;

/** The label of a lead type id ('Outbound'), or the id as text for an unknown one. */
export function leadTypeLabel(id: number): string {
  return LEAD_TYPES.find((t) => t.id === id)?.label ?? String(id);
}

/**
 * Lead statuses. The spec names only ACQUIRED (which hides Generate Quote and Modify Quote); the
 * rest is our design (docs/quotations.md): a lead starts NEW, is QUOTED once it has a quotation,
 * ACQUIRED when an order is placed from one of its quotations (final), or LOST when the customer
 * walks away; a LOST lead may be reopened as NEW.
 */
export const LEAD_STATUSES = ['NEW', 'QUOTED', 'ACQUIRED', 'LOST'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Which status may follow which (a status never follows itself). */
export const LEAD_TRANSITIONS = {
  NEW: ['QUOTED', 'LOST'],
  QUOTED: ['ACQUIRED', 'LOST'],
  ACQUIRED: [],
  LOST: ['NEW'],
} as const satisfies Record<LeadStatus, readonly LeadStatus[]>;

/** Whether a lead may move from one status to another. */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return (LEAD_TRANSITIONS[from] as readonly LeadStatus[]).includes(to);
}

/** The statuses a person may choose by hand: the others follow quotations and orders. */
export const MANUAL_LEAD_STATUSES = ['LOST', 'NEW'] as const satisfies readonly LeadStatus[];
export type ManualLeadStatus = (typeof MANUAL_LEAD_STATUSES)[number];

/** The status after a quotation is generated: a NEW lead becomes QUOTED; a QUOTED one stays. */
export function statusAfterQuotation(status: LeadStatus): LeadStatus {
  return status === 'NEW' ? 'QUOTED' : status;
}

/** Whether a lead takes new quotations and changes to its quotations: not once ACQUIRED or LOST. */
export function isLeadQuotable(status: LeadStatus): boolean {
  return status === 'NEW' || status === 'QUOTED';
}

/** Whether the leads table shows Generate Quote and Modify Quote (002: not for ACQUIRED leads). */
export function showsQuoteActions(status: LeadStatus): boolean {
  return status !== 'ACQUIRED';
}
