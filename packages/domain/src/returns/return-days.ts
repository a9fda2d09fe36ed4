import { z } from 'zod';
import { ISO_DAY_LENGTH } from '../core/validation/iso-day';

/** India is UTC+05:30 all year: the day a time falls on there is the business day. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The day (YYYY-MM-DD) a time falls on in India: "today" for pickup and lost dates. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A required day, YYYY-MM-DD, on a returns form. */
export const ZReturnDay = z
  .string({ error: 'Required!' })
  .min(1, 'Required!')
  .max(ISO_DAY_LENGTH, 'Enter a date as YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Enter a real date');
