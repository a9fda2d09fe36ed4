import { z } from 'zod';
import { ORDER_LIST_PAGE_SIZE } from '../../core/constants';
import { ISO_DAY_LENGTH } from '../../core/validation/iso-day';
import { wireNumber } from '../../core/validation/wire-number';
import { ZOrderRandomId } from '../../orders/order-requests';
import { CALL_TYPES, type CallType } from './call-states';
import { isCalendarDay } from '../../core/dates/calendar-day';
import { ZCallNumber } from './phone-number';

export const CALL_SEARCH_MESSAGES = {
  invalidDay: 'Dates must be written YYYY-MM-DD',
  endBeforeStart: 'End date must not be before the start date',
  rangeTooLong: 'Choose at most 92 days',
  dateWithStart: 'date is Required with start',
  invalidCallType: 'call_type must be inbound or outbound',
  invalidDuration: 'duration must be a whole number of seconds',
  invalidLimit: 'limit must be a whole number from 1 to 100',
  invalidOffset: 'offset must be a whole number of at least 0',
  noData: 'No Data Available',
} as const;
const M = CALL_SEARCH_MESSAGES;

/** The longest date range a call list or search covers (a quarter). */
export const CALL_SEARCH_MAX_DAYS = 92;
/** Calls per page of the call lists: the order lists' page size. */
export const CALL_LIST_PAGE_SIZE = ORDER_LIST_PAGE_SIZE;

const day = z
  .string({ error: M.invalidDay })
  .max(ISO_DAY_LENGTH, M.invalidDay)
  .refine(isCalendarDay, M.invalidDay);
const wholeNumber = (message: string, min: number, max: number) =>
  wireNumber(z.number({ error: message }).int(message).min(min, message).max(max, message));

const daysBetween = (start: string, end: string) =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/**
 * The query of GET /api/calldetails/ and /api/missed-calls/ (000 section 7): `number` finds the
 * calls of a phone number on either side (customer or agent, +91 allowed); `agent_contact` and
 * `cus_contact` one side only; `call_type` inbound or outbound; `start` and `end` India days,
 * both included; `duration` the least conversation in seconds. `order_id` lists one order's
 * calls (the order page's call history).
 */
export const ZCallDetailsQuery = z
  .object({
    number: ZCallNumber.optional(),
    agent_contact: ZCallNumber.optional(),
    cus_contact: ZCallNumber.optional(),
    call_type: z
      .enum(Object.keys(CALL_TYPES) as [CallType, ...CallType[]], { error: M.invalidCallType })
      .optional(),
    start: day.optional(),
    end: day.optional(),
    duration: wholeNumber(M.invalidDuration, 0, 86_400).optional(),
    order_id: ZOrderRandomId.optional(),
    limit: wholeNumber(M.invalidLimit, 1, 100).default(CALL_LIST_PAGE_SIZE),
    offset: wholeNumber(M.invalidOffset, 0, 2_147_483_647).default(0),
  })
  .superRefine((q, ctx) => {
    if (!q.start || !q.end) return;
    const days = daysBetween(q.start, q.end);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: M.endBeforeStart });
    else if (days >= CALL_SEARCH_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.rangeTooLong });
  });
export type TCallDetailsQuery = z.output<typeof ZCallDetailsQuery>;

/**
 * GET /api/calls-per-hour/: one India day (today by default), or the days from `start` to `date`
 * (both included, at most 92; the Total Calls chart of the last 7 or 30 days), and optionally
 * one agent.
 */
export const ZCallsPerHourQuery = z
  .object({
    date: day.optional(),
    start: day.optional(),
    agent_login_id: wholeNumber('agent_login_id must be a login id', 1, 2_147_483_647).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.start) return;
    if (!q.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: M.dateWithStart });
      return;
    }
    const days = daysBetween(q.start, q.date);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['date'], message: M.endBeforeStart });
    else if (days >= CALL_SEARCH_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['date'], message: M.rangeTooLong });
  });
export type TCallsPerHourQuery = z.output<typeof ZCallsPerHourQuery>;
