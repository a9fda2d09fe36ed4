import { INDIA_UTC_OFFSET } from '../constants/global-constants';
import { isCalendarDay } from './calendar-day';

const [, offsetSign, offsetHours, offsetMinutes] = /^([+-])(\d{2}):(\d{2})$/.exec(
  INDIA_UTC_OFFSET,
) ?? ['', '+', '0', '0'];
/** India's offset from UTC in milliseconds (no daylight saving): every area's days are India's. */
export const INDIA_OFFSET_MS =
  (offsetSign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
const DAY_MS = 24 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');
const shifted = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS);

/** The India day (YYYY-MM-DD) an instant falls on: the business day of every area. */
export function indiaDay(at: Date): string {
  return shifted(at).toISOString().slice(0, 10);
}

/** The India wall-clock time of an instant, HH:mm:ss. */
export function indiaTimeOf(at: Date): string {
  const t = shifted(at);
  return `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** The India hour (0 to 23) of an instant. */
export function indiaHourOf(at: Date): number {
  return shifted(at).getUTCHours();
}

/** The instants an India day starts and ends (end excluded). */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The instant an India day (YYYY-MM-DD) begins; a text that is no day is a programming error. */
export function indiaDayStart(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`Not a day: "${day}"`);
  return indiaDayBounds(day).start;
}

/** The half-open range [from, to) of the India days `start` to `end`, both included. */
export function indiaDaysRange(start: string, end: string): { from: Date; to: Date } {
  return { from: indiaDayStart(start), to: new Date(indiaDayStart(end).getTime() + DAY_MS) };
}
