import { INDIA_UTC_OFFSET } from '../constants/global-constants';

const [, offsetSign, offsetHours, offsetMinutes] = /^([+-])(\d{2}):(\d{2})$/.exec(
  INDIA_UTC_OFFSET,
) ?? ['', '+', '0', '0'];
/** India's offset from UTC in milliseconds. */
const INDIA_OFFSET_MS =
  (offsetSign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;

/** The India day (YYYY-MM-DD) an instant falls on: the business day of every area. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants an India day starts and ends (end excluded). */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`);
  return { start, end: new Date(start.getTime() + 24 * 3_600_000) };
}
