import { indiaDay } from '../core/dates/india-day';

/** A quotation's validity in days: at least one, at most 90, 15 unless chosen (ours). */
export const VALIDITY_DAYS = { min: 1, max: 90, default: 15 } as const;

/** The terms printed on a quotation unless the user writes others (ours, editable). */
export const DEFAULT_QUOTATION_TERMS = [
  'Prices are inclusive of GST.',
  'Delivery within 7 to 15 working days of order confirmation, subject to stock.',
  'Full payment before dispatch unless agreed otherwise in writing.',
  'Warranty as per the manufacturer warranty card of each product.',
].join('\n');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day a quotation made on `created` is valid: the day of making counts as the first. */
export function validUntilDay(created: Date, validityDays: number): string {
  const first = Date.parse(`${indiaDay(created)}T00:00:00Z`);
  return new Date(first + (validityDays - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a quotation valid until `validUntil` has expired at `now` (the whole last day counts). */
export function isQuotationExpired(validUntil: string, now: Date): boolean {
  return indiaDay(now) > validUntil;
}
