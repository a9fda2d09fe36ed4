import type { LeadRow } from '@backoffice/db/schema';
import { POWER_RULES } from '@backoffice/domain/access';
import { isLeadQuotable, type LeadStatus } from '@backoffice/domain/quotations';
import type { StaffCaller } from '../../core/use-case';
import { quotationsError } from './quotations.errors';

/**
 * Whose lead it is (object-level authorisation; docs/quotations.md). Every quotation user reads
 * every lead (one pipeline); a lead is worked (quoted, ordered, its status changed) by its owner,
 * the one who added it, or by a pod leader; a lead pulled from the lead CRM has no owner yet and
 * is open to the whole team.
 */
export function assertMayWorkLead(caller: StaffCaller, lead: LeadRow): void {
  if (lead.created_by_id === null || lead.created_by_id === caller.login_id) return;
  if (POWER_RULES['pods:lead'](caller.principal)) return;
  throw quotationsError('quotations.not_lead_owner');
}

/** Whether the caller may work the lead (for the answers' can_* flags). */
export function mayWorkLead(caller: StaffCaller, lead: LeadRow): boolean {
  return (
    lead.created_by_id === null ||
    lead.created_by_id === caller.login_id ||
    POWER_RULES['pods:lead'](caller.principal)
  );
}

/** A lead takes quotations and quotation changes only while NEW or QUOTED. */
export function assertQuotable(lead: LeadRow): void {
  const status = lead.lead_status as LeadStatus;
  if (isLeadQuotable(status)) return;
  throw quotationsError(
    status === 'ACQUIRED' ? 'quotations.lead_acquired' : 'quotations.lead_lost',
  );
}
