/** A lead as the lead CRM hands it over. */
export interface CrmLead {
  crm_lead_id: string;
  name: string;
  mobile_number: string;
  email_id: string | null;
  /** 1 Outbound, 2 Inbound, 3 Repeat (the CRM's source mapped to ours). */
  lead_type: number;
  /** A customer segment id of ours (the CRM's segment mapped to ours). */
  customer_segment: number;
  city: string | null;
  expected_closure_date: string;
}

/** A lead's status to send to the CRM; a lead the CRM does not know yet is created there. */
export interface LeadStatusPush {
  lead_id: number;
  crm_lead_id: string | null;
  name: string;
  mobile_number: string;
  email_id: string | null;
  lead_status: string;
}

/** What the CRM did with one push: accepted (with the lead's id there) or refused. */
export type LeadPushResult =
  | { lead_id: number; accepted: true; crm_lead_id: string }
  | { lead_id: number; accepted: false; reason: string };

/**
 * The external lead CRM behind /leadsquared (docs/quotations.md, "Lead CRM sync"). Throws
 * ProviderError when the CRM cannot answer.
 */
export interface LeadCrm {
  /** The leads new at the CRM on the day of `now` (Indian calendar). */
  newLeads(now: Date): Promise<CrmLead[]>;
  /** Sends statuses, one result per push in the same order. */
  pushStatuses(pushes: readonly LeadStatusPush[]): Promise<LeadPushResult[]>;
}
