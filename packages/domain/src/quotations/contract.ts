import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { LEAD_STATUSES } from './leads';
import { LEAD_EVENT_KINDS } from './lead-events';

/**
 * The answers of leads and quotations (docs/quotations.md), named after the spec's fields
 * (002 sections 4 and 7). Money is rupees on the wire (a JSON number with at most two decimals;
 * integer paise inside); times are ISO strings, days YYYY-MM-DD (Indian calendar).
 */

const ZText = (max: number) => z.string().max(max);
const ZId = z.number().int();
const ZRupees = z.number();

/** GET /api/quotation/customer-segments/ (002: no payload; a list of id and segment_name). */
export const ZCustomerSegmentsAnswer = z.object({
  data: z.array(z.object({ id: ZId, segment_name: ZText(60) })),
});
export type CustomerSegmentsAnswer = z.infer<typeof ZCustomerSegmentsAnswer>;

/**
 * GET /api/quotation/settings/: what the quotation screen needs to preview a quotation as the
 * server will price it: the dispatch state (the tax split), the caller's discount limit, the
 * validity and terms the form starts with, and the GST rate.
 */
export const ZQuotationSettingsAnswer = z.object({
  dispatch_state: ZText(60),
  discount_limit_percent: z.number(),
  gst_rate_percent: z.number(),
  validity_days: z.object({ min: ZId, max: ZId, default: ZId }),
  default_terms: ZText(4000),
  brand_name: ZText(60),
});
export type QuotationSettingsAnswer = z.infer<typeof ZQuotationSettingsAnswer>;

/** A quotation entry of a lead (002: quotation_random_id, lead_id, order_random_id; and more). */
export const ZLeadQuotation = z.object({
  quotation_random_id: ZText(12),
  lead_id: ZId,
  /** The order placed from it, or null. */
  order_random_id: ZText(20).nullable(),
  grand_total: ZRupees,
  valid_until: ZAnswerDay,
  is_expired: z.boolean(),
  create_timestamp: ZAnswerTimestamp,
  version: ZId,
});
export type LeadQuotation = z.infer<typeof ZLeadQuotation>;

/** A lead row (002: id, name, mobile_number, created_by_id, creation_timestamp, ...). */
export const ZLead = z.object({
  id: ZId,
  name: ZText(100),
  mobile_number: ZText(10),
  email_id: ZText(254).nullable(),
  created_by_id: ZId.nullable(),
  /** The lead owner's name (the table's Lead Owner column); 'Lead CRM' for a pulled lead. */
  lead_owner: ZText(120),
  creation_timestamp: ZAnswerTimestamp,
  /** The Location column: the city of the latest quotation's delivery, or null. */
  shipping_city: ZText(100).nullable(),
  lead_type: ZId,
  lead_type_name: ZText(20),
  lead_status: z.enum(LEAD_STATUSES),
  customer_segment: z.object({ id: ZId, segment_name: ZText(60) }),
  expected_closure_date: ZAnswerDay,
  comments: ZText(1000).nullable(),
  /** The lead's id at the lead CRM when it came from there or was pushed, else null. */
  crm_lead_id: ZText(64).nullable(),
  version: ZId,
  /** Newest first. */
  quotation_data: z.array(ZLeadQuotation),
});
export type Lead = z.infer<typeof ZLead>;

/** GET /api/quotation/leads/: a page of leads. */
export const ZLeadsAnswer = z.object({
  data: z.array(ZLead),
  limit: ZId,
  offset: ZId,
  total: ZId,
});
export type LeadsAnswer = z.infer<typeof ZLeadsAnswer>;

/** A line of a lead's history, as a sentence for people. */
export const ZLeadEvent = z.object({
  id: ZId,
  kind: z.enum(LEAD_EVENT_KINDS),
  sentence: ZText(500),
  by_name: ZText(120).nullable(),
  create_timestamp: ZAnswerTimestamp,
});
export type LeadEvent = z.infer<typeof ZLeadEvent>;

/** GET /api/quotation/leads/:lead_id/: the lead, its quotations and its history (newest first). */
export const ZLeadDetailAnswer = z.object({ lead: ZLead, events: z.array(ZLeadEvent) });
export type LeadDetailAnswer = z.infer<typeof ZLeadDetailAnswer>;

/** POST add-customer and PATCH status: the message the screen toasts, and the lead. */
export const ZLeadWriteAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  lead: ZLead,
});
export type LeadWriteAnswer = z.infer<typeof ZLeadWriteAnswer>;

/** A priced quotation line. */
export const ZQuotationLine = z.object({
  item_sku: ZText(40),
  item_name: ZText(300),
  item_quantity: ZId,
  /** The catalogue's price when quoted, GST included. */
  unit_price: ZRupees,
  item_mrp: ZRupees,
  discount_percent: z.number(),
  /** The unit price after the discount: what an order from the quotation is placed at. */
  quoted_unit_price: ZRupees,
  gross_amount: ZRupees,
  discount_amount: ZRupees,
  net_amount: ZRupees,
  taxable_value: ZRupees,
  gst_rate_percent: z.number(),
  tax_amount: ZRupees,
});
export type QuotationLine = z.infer<typeof ZQuotationLine>;

/** A quotation's totals and its tax split by the place of supply. */
export const ZQuotationTotalsAnswer = z.object({
  gross_amount: ZRupees,
  discount_amount: ZRupees,
  delivery_charges: ZRupees,
  taxable_value: ZRupees,
  tax_amount: ZRupees,
  supply_kind: z.enum(['intra', 'inter']),
  cgst: ZRupees,
  sgst: ZRupees,
  igst: ZRupees,
  grand_total: ZRupees,
  amount_in_words: ZText(400),
});
export type QuotationTotalsAnswer = z.infer<typeof ZQuotationTotalsAnswer>;

/** GET /api/quotation/:quotation_random_id/: a quotation as the screen and the PDF show it. */
export const ZQuotationAnswer = z.object({
  quotation_random_id: ZText(12),
  lead_id: ZId,
  lead_name: ZText(100),
  lead_mobile_number: ZText(10),
  lead_email_id: ZText(254).nullable(),
  lead_status: z.enum(LEAD_STATUSES),
  lines: z.array(ZQuotationLine),
  delivery_address: ZText(500).nullable(),
  delivery_pincode: ZText(6),
  delivery_city: ZText(100),
  /** The place of supply. */
  delivery_state: ZText(100),
  dispatch_state: ZText(100),
  totals: ZQuotationTotalsAnswer,
  validity_days: ZId,
  valid_until: ZAnswerDay,
  is_expired: z.boolean(),
  terms: ZText(4000),
  order_random_id: ZText(20).nullable(),
  created_by_id: ZId.nullable(),
  create_timestamp: ZAnswerTimestamp,
  update_timestamp: ZAnswerTimestamp,
  version: ZId,
  /** Whether the caller may still modify it or order from it: quotable lead, no order, valid. */
  can_modify: z.boolean(),
  can_place_order: z.boolean(),
});
export type QuotationAnswer = z.infer<typeof ZQuotationAnswer>;

/** POST generate and PUT modify: the message the screen toasts, and the quotation. */
export const ZQuotationWriteAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  quotation: ZQuotationAnswer,
});
export type QuotationWriteAnswer = z.infer<typeof ZQuotationWriteAnswer>;

/** POST place-order: the order placed (/order-search?orderId=), and the payment link if any. */
export const ZQuotationOrderAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: ZText(20),
  quotation_random_id: ZText(12),
  lead_id: ZId,
  total_payable: ZRupees,
  payment_link: ZText(2000).nullable(),
});
export type QuotationOrderAnswer = z.infer<typeof ZQuotationOrderAnswer>;
