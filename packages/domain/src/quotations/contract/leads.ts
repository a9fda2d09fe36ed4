import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { LEAD_EVENT_KINDS } from '../lead-events';
import { LEAD_STATUSES } from '../leads';
import { ZId, ZRupees, ZText } from './primitives';

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
