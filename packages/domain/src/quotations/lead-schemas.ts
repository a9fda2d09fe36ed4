import { z } from 'zod';
import { PATTERNS } from '../core/validation/patterns';
import { idParam, wireNumber } from '../core/validation/wire-number';
import { ISO_DAY_LENGTH } from '../core/validation/iso-day';
import { normaliseSearchTerm } from '../core/validation/search';
import { LEAD_MESSAGES as M } from './messages';
import { DEFAULT_LEAD_TYPE, LEAD_TYPE_IDS, MANUAL_LEAD_STATUSES, type LeadTypeId } from './leads';
import { isCustomerSegmentId } from './segments';
import { isCalendarDay } from '../core/dates/calendar-day';
import { indiaDay } from '../core/dates/india-day';

/** The lengths of a lead's texts (the spec gives none but the mobile's ten digits). */
export const LEAD_LENGTHS = {
  nameMax: 100,
  mobile: 10,
  emailMax: 254,
  commentsMax: 1000,
  cityMax: 100,
  searchMax: 254,
} as const;

/** The labels of the Add Lead popup, used in '{label} is Required!'. */
export const ADD_LEAD_LABELS = {
  name: 'Customer Name',
  mobile_number: 'Mobile Number',
  email_id: 'Email Id',
  expected_closure_date: 'Expected Closure Date',
  lead_type: 'Lead Type',
  customer_segment: 'Customer Segment',
  comments: 'Comments',
} as const;

const TEN_DIGITS = /^\d{10}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A required pick from a list, sent as a number (or digits from a form). */
const requiredPick = (label: string, known: (id: number) => boolean, unknown: string) =>
  wireNumber(
    z
      .number({ error: M.required(label) })
      .int(unknown)
      .refine(known, unknown),
  );

/** A lead's mobile number: 'Mobile Number Required!' when empty, else ten digits. */
export const ZLeadMobile = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, M.mobileRequired)
  .max(LEAD_LENGTHS.mobile, M.mobileInvalid)
  .regex(TEN_DIGITS, M.mobileInvalid);

/**
 * POST /api/quotation/add-customer/: the Add Lead popup (002 section 5). Name, mobile number,
 * expected closure date, lead type and customer segment are required; the e-mail is optional but
 * must be an e-mail; comments are optional.
 */
export const ZAddLeadRequest = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(LEAD_LENGTHS.nameMax, M.tooLong(ADD_LEAD_LABELS.name, LEAD_LENGTHS.nameMax)),
    mobile_number: ZLeadMobile,
    email_id: z
      .string()
      .trim()
      .max(LEAD_LENGTHS.emailMax, M.emailInvalid)
      .toLowerCase()
      .refine((v) => v === '' || PATTERNS.email.test(v), M.emailInvalid)
      .nullish()
      .transform((v) => v || null),
    expected_closure_date: z
      .string({ error: M.required(ADD_LEAD_LABELS.expected_closure_date) })
      .trim()
      .min(1, M.required(ADD_LEAD_LABELS.expected_closure_date))
      .max(ISO_DAY_LENGTH, M.expectedClosureInvalid)
      .regex(DAY, M.expectedClosureInvalid)
      .refine(isCalendarDay, M.expectedClosureInvalid),
    lead_type: requiredPick(
      ADD_LEAD_LABELS.lead_type,
      (id) => (LEAD_TYPE_IDS as readonly number[]).includes(id),
      M.leadTypeUnknown,
    ).transform((id) => id as LeadTypeId),
    customer_segment: requiredPick(
      ADD_LEAD_LABELS.customer_segment,
      isCustomerSegmentId,
      M.segmentUnknown,
    ),
    comments: z
      .string()
      .trim()
      .max(LEAD_LENGTHS.commentsMax, M.tooLong(ADD_LEAD_LABELS.comments, LEAD_LENGTHS.commentsMax))
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type TAddLeadRequestInput = z.input<typeof ZAddLeadRequest>;
export type TAddLeadRequest = z.output<typeof ZAddLeadRequest>;

/** The Add Lead popup's starting values: expected closure today (India), lead type Outbound. */
export function addLeadDefaults(now: Date): TAddLeadRequestInput {
  return {
    name: '',
    mobile_number: '',
    email_id: '',
    expected_closure_date: indiaDay(now),
    lead_type: DEFAULT_LEAD_TYPE,
    customer_segment: undefined,
    comments: '',
  };
}

/** The page sizes of the leads table (ours: the spec gives none). */
export const LEADS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/**
 * GET /api/quotation/leads/?search=&limit=&offset=: the leads, newest first; `search` is an
 * e-mail or a mobile number, trimmed and lower-cased (000 section 5), matched exactly.
 */
export const ZLeadSearchQuery = z.object({
  search: z
    .string()
    .max(LEAD_LENGTHS.searchMax, 'Search is too long')
    .optional()
    .transform((v) => (v === undefined ? null : normaliseSearchTerm(v) || null)),
  limit: wireNumber(z.number().int().min(1).max(LEADS_PAGE.maxLimit)).default(
    LEADS_PAGE.defaultLimit,
  ),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
});
export type TLeadSearchQuery = z.output<typeof ZLeadSearchQuery>;

/** /api/quotation/leads/:lead_id/ and the lead of other calls. */
export const ZLeadId = idParam(M.leadNotFound);
export const ZLeadParams = z.object({ lead_id: ZLeadId });

/** PATCH /api/quotation/leads/:lead_id/status/: LOST, or NEW to reopen a LOST lead. */
export const ZLeadStatusRequest = z
  .object({
    lead_status: z.enum(MANUAL_LEAD_STATUSES, { error: 'Pick LOST or NEW' }),
    version: idParam('Reload the lead: its version is missing'),
    comments: z
      .string()
      .trim()
      .max(LEAD_LENGTHS.commentsMax)
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type TLeadStatusRequest = z.output<typeof ZLeadStatusRequest>;
