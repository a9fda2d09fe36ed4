import type { LeadRow, QuotationRow } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  isQuotationExpired,
  leadTypeLabel,
  segmentName,
  type Lead,
  type LeadQuotation,
  type LeadStatus,
} from '@backoffice/domain/quotations';

/** Shown as the Lead Owner of a lead pulled from the lead CRM. */
export const CRM_OWNER = 'Lead CRM';

/** A quotation entry of a lead. */
export function leadQuotationAnswer(q: QuotationRow, now: Date): LeadQuotation {
  return {
    quotation_random_id: q.quotation_random_id,
    lead_id: q.lead_id,
    order_random_id: q.order_random_id,
    grand_total: toWireRupees(q.grand_total_paise),
    valid_until: q.valid_until,
    is_expired: isQuotationExpired(q.valid_until, now),
    create_timestamp: q.created_at.toISOString(),
    version: q.version,
  };
}

/** A lead as the leads table and the lead page show it. */
export function leadAnswer(
  row: { lead: LeadRow; owner_name: string | null },
  quotations: readonly QuotationRow[],
  now: Date,
): Lead {
  const { lead } = row;
  return {
    id: lead.id,
    name: lead.name,
    mobile_number: lead.mobile_number,
    email_id: lead.email_id,
    created_by_id: lead.created_by_id,
    lead_owner: row.owner_name ?? CRM_OWNER,
    creation_timestamp: lead.created_at.toISOString(),
    shipping_city: lead.shipping_city,
    lead_type: lead.lead_type,
    lead_type_name: leadTypeLabel(lead.lead_type),
    lead_status: lead.lead_status as LeadStatus,
    customer_segment: {
      id: lead.customer_segment,
      segment_name: segmentName(lead.customer_segment) ?? String(lead.customer_segment),
    },
    expected_closure_date: lead.expected_closure_date,
    comments: lead.comments,
    crm_lead_id: lead.crm_lead_id,
    version: lead.version,
    quotation_data: quotations
      .filter((q) => q.lead_id === lead.id)
      .map((q) => leadQuotationAnswer(q, now)),
  };
}
