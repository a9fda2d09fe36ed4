/** India's offset from UTC in minutes (+05:30): call days and hours are India's. */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The India calendar day of an instant, YYYY-MM-DD. */
export function istDateOf(at: Date): string {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The India wall-clock time of an instant, HH:mm:ss. */
export function istTimeOf(at: Date): string {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
}

/** The India hour (0 to 23) of an instant. */
export function istHourOf(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCHours();
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The instant an India day (YYYY-MM-DD) begins. */
export function istDayStart(day: string): Date {
  if (!isIsoDay(day)) throw new RangeError(`Not a day: "${day}"`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - OFFSET_MS);
}

/** The half-open range [from, to) of India days `start` to `end`, both included. */
export function istDaysRange(start: string, end: string): { from: Date; to: Date } {
  return { from: istDayStart(start), to: new Date(istDayStart(end).getTime() + 86_400_000) };
}
