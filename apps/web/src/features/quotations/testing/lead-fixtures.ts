import type { Lead, LeadQuotation, QuotationAnswer } from '@backoffice/domain/quotations';

/** A quotation entry of a lead, as the leads call answers it. */
export const aLeadQuotation = (over: Partial<LeadQuotation> = {}): LeadQuotation => ({
  quotation_random_id: 'QTA1B2C3D4E5',
  lead_id: 7,
  order_random_id: null,
  grand_total: 23600,
  valid_until: '2026-12-10',
  is_expired: false,
  create_timestamp: '2026-11-25T06:30:00.000Z',
  version: 1,
  ...over,
});

/** A lead as the leads call answers it. */
export const aLead = (over: Partial<Lead> = {}): Lead => ({
  id: 7,
  name: 'Anita Desai',
  mobile_number: '9876543210',
  email_id: 'anita.desai@example.in',
  created_by_id: 14,
  lead_owner: 'Priya Partnerships',
  creation_timestamp: '2026-11-24T05:30:00.000Z',
  shipping_city: 'Bengaluru',
  lead_type: 1,
  lead_type_name: 'Outbound',
  lead_status: 'QUOTED',
  customer_segment: { id: 1, segment_name: 'Corporate' },
  expected_closure_date: '2026-11-30',
  comments: null,
  crm_lead_id: null,
  version: 1,
  quotation_data: [aLeadQuotation()],
  ...over,
});

/** A quotation as GET /api/quotation/:id/ answers it: one Ortho mattress line, intra-state. */
export const aQuotation = (over: Partial<QuotationAnswer> = {}): QuotationAnswer => ({
  quotation_random_id: 'QTA1B2C3D4E5',
  lead_id: 7,
  lead_name: 'Anita Desai',
  lead_mobile_number: '9876543210',
  lead_email_id: 'anita.desai@example.in',
  lead_status: 'QUOTED',
  lines: [
    {
      item_sku: 'MAT-ORTHO-72x36x6',
      item_name: 'Ortho Mattress',
      item_quantity: 2,
      unit_price: 11800,
      item_mrp: 15000,
      discount_percent: 10,
      quoted_unit_price: 10620,
      gross_amount: 23600,
      discount_amount: 2360,
      net_amount: 21240,
      taxable_value: 18000,
      gst_rate_percent: 18,
      tax_amount: 3240,
    },
  ],
  delivery_address: '5 Lavelle Road',
  delivery_pincode: '560025',
  delivery_city: 'Bengaluru',
  delivery_state: 'Karnataka',
  dispatch_state: 'Karnataka',
  totals: {
    gross_amount: 23600,
    discount_amount: 2360,
    delivery_charges: 0,
    taxable_value: 18000,
    tax_amount: 3240,
    supply_kind: 'intra',
    cgst: 1620,
    sgst: 1620,
    igst: 0,
    grand_total: 21240,
    amount_in_words: 'Rupees Twenty One Thousand Two Hundred Forty Only',
  },
  validity_days: 15,
  valid_until: '2026-12-10',
  is_expired: false,
  terms: 'Prices are inclusive of GST.',
  order_random_id: null,
  created_by_id: 14,
  create_timestamp: '2026-11-25T06:30:00.000Z',
  update_timestamp: '2026-11-25T06:30:00.000Z',
  version: 1,
  can_modify: true,
  can_place_order: true,
  ...over,
});

/** GET /api/quotation/settings/ as the sandbox answers it. */
export const quotationSettings = {
  dispatch_state: 'Karnataka',
  discount_limit_percent: 10,
  gst_rate_percent: 18,
  validity_days: { min: 1, max: 90, default: 15 },
  default_terms: 'Prices are inclusive of GST.',
  brand_name: 'Sleepwell Home',
};
