import { z } from 'zod';
import { isCalendarDay } from '../core/dates/calendar-day';
import { ISO_DAY_LENGTH } from '../core/validation/iso-day';

/** The day (YYYY-MM-DD) a time falls on in India: "today" for pickup and lost dates. */
export { indiaDay } from '../core/dates/india-day';

/** A required day, YYYY-MM-DD, on a returns form. */
export const ZReturnDay = z
  .string({ error: 'Required!' })
  .min(1, 'Required!')
  .max(ISO_DAY_LENGTH, 'Enter a date as YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Enter a real date');
