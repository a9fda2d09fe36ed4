import { toWireRupees } from '@backoffice/domain/core/money';
import {
  amountInWords,
  isLeadQuotable,
  isQuotationExpired,
  type LeadStatus,
  type QuotationAnswer,
  type QuotationLine,
} from '@backoffice/domain/quotations';
import type { QuotationLineRow } from '@backoffice/db/schema';
import type { StaffCaller } from '../../../core/use-case';
import { mayWorkLead } from '../lead-access';
import type { FullQuotation } from './quotation.queries';

const rupees = toWireRupees;

/** A line as the screen and the PDF show it. */
export function quotationLineAnswer(l: QuotationLineRow): QuotationLine {
  return {
    item_sku: l.item_sku,
    item_name: l.item_name,
    item_quantity: l.item_quantity,
    unit_price: rupees(l.unit_price_paise),
    item_mrp: rupees(l.mrp_paise),
    discount_percent: l.discount_bp / 100,
    quoted_unit_price: rupees(l.quoted_unit_price_paise),
    gross_amount: rupees(l.gross_paise),
    discount_amount: rupees(l.discount_paise),
    net_amount: rupees(l.net_paise),
    taxable_value: rupees(l.taxable_paise),
    gst_rate_percent: l.gst_rate_percent,
    tax_amount: rupees(l.tax_paise),
  };
}

/** A quotation as the screen shows it, with what the caller may still do with it. */
export function quotationAnswer(
  { quotation: q, lines, lead }: FullQuotation,
  caller: StaffCaller,
  now: Date,
): QuotationAnswer {
  const expired = isQuotationExpired(q.valid_until, now);
  const open =
    q.order_id === null &&
    isLeadQuotable(lead.lead_status as LeadStatus) &&
    mayWorkLead(caller, lead);
  return {
    quotation_random_id: q.quotation_random_id,
    lead_id: q.lead_id,
    lead_name: lead.name,
    lead_mobile_number: lead.mobile_number,
    lead_email_id: lead.email_id,
    lead_status: lead.lead_status as LeadStatus,
    lines: lines.map(quotationLineAnswer),
    delivery_address: q.delivery_address,
    delivery_pincode: q.delivery_pincode,
    delivery_city: q.delivery_city,
    delivery_state: q.delivery_state,
    dispatch_state: q.dispatch_state,
    totals: {
      gross_amount: rupees(q.gross_paise),
      discount_amount: rupees(q.discount_paise),
      delivery_charges: rupees(q.delivery_charges_paise),
      taxable_value: rupees(q.taxable_paise),
      tax_amount: rupees(q.tax_paise),
      supply_kind: q.supply_kind === 'inter' ? 'inter' : 'intra',
      cgst: rupees(q.cgst_paise),
      sgst: rupees(q.sgst_paise),
      igst: rupees(q.igst_paise),
      grand_total: rupees(q.grand_total_paise),
      amount_in_words: amountInWords(q.grand_total_paise),
    },
    validity_days: q.validity_days,
    valid_until: q.valid_until,
    is_expired: expired,
    terms: q.terms,
    order_random_id: q.order_random_id,
    created_by_id: q.created_by_id,
    create_timestamp: q.created_at.toISOString(),
    update_timestamp: q.updated_at.toISOString(),
    version: q.version,
    can_modify: open,
    can_place_order: open && !expired,
  };
}
