import { z } from 'zod';
import { INDIA_OFFSET_MS } from '../../core/dates/india-day';
import { parsePaise } from '../../core/money/wire';
import { MAX_CELL_LENGTH } from '../limits';
import { UPLOAD_MESSAGES as M } from '../messages';
import { AUTOMATION_MESSAGES as A } from './automation-messages';

/** The cells the offer and catalogue automation sheets share. */

/** A required text cell, trimmed. */
export const textCell = (column: string, max = MAX_CELL_LENGTH) =>
  z
    .string({ error: M.required(column) })
    .trim()
    .min(1, { error: M.required(column), abort: true })
    .max(max, {
      error: max === MAX_CELL_LENGTH ? M.tooLong(column) : A.tooLong(column, max),
      abort: true,
    });

/** An optional cell: left out or empty is undefined, anything else is read by `then`. */
export const optionalCell = <T>(then: z.ZodType<T, string>) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim() ?? '';
      if (text === '') return undefined;
      const read = then.safeParse(text);
      if (read.success) return read.data;
      for (const { message } of read.error.issues) {
        ctx.issues.push({ code: 'custom', message, input: text });
      }
      return z.NEVER;
    });

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** A coupon, reward or unique code, upper-cased: what the coupon and reward tables hold. */
export const codeCell = (column: string) =>
  textCell(column)
    .transform((v) => v.toUpperCase())
    .refine((v) => CODE_PATTERN.test(v), A.code(column));

/**
 * The instant of an India wall-clock time matched by a date pattern (day, month, year and, for
 * a time, hours and minutes), or null when there is no match or the parts make no real time.
 */
function istInstant(match: RegExpExecArray | null): Date | null {
  if (!match) return null;
  const [d = 0, mo = 0, y = 0, h = 0, mi = 0] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const real =
    utc.getUTCFullYear() === y &&
    utc.getUTCMonth() === mo - 1 &&
    utc.getUTCDate() === d &&
    h < 24 &&
    mi < 60;
  return real ? new Date(utc.getTime() - INDIA_OFFSET_MS) : null;
}

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** A date and time written dd/MM/yyyy HH:mm in India time, to its instant. */
export const dateTimeCell = (column: string) =>
  textCell(column).transform((v, ctx) => {
    const at = istInstant(DATE_TIME.exec(v));
    if (at) return at;
    ctx.issues.push({ code: 'custom', message: A.dateTime(column), input: v });
    return z.NEVER;
  });

/**
 * A last day written dd/MM/yyyy, to the exclusive end of validity it means: the start of the
 * next India day (Valid Until 31/12/2026 holds through the 31st).
 */
export const lastDayCell = (column: string) =>
  textCell(column).transform((v, ctx) => {
    const day = istInstant(DATE.exec(v));
    if (day) return new Date(day.getTime() + 86_400_000);
    ctx.issues.push({ code: 'custom', message: A.date(column), input: v });
    return z.NEVER;
  });

/** A price in rupees with at most 2 decimals, more than 0, to paise. */
export const rupeesCell = (column: string) =>
  textCell(column).transform((v, ctx) => {
    const paise = parsePaise(v.replace(/,/g, ''));
    if (paise === null) ctx.issues.push({ code: 'custom', message: A.rupees(column), input: v });
    else if (paise === 0)
      ctx.issues.push({ code: 'custom', message: A.positive(column), input: v });
    else return paise;
    return z.NEVER;
  });
