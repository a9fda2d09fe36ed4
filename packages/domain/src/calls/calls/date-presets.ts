import { isCalendarDay } from '../../core/dates/calendar-day';

/** The date-range presets of the call lists (001 sections 2 and 9). */
export const CALL_DATE_PRESETS = ['Today', 'Last 7 Days', 'Last 30 Days'] as const;
export type CallDatePreset = (typeof CALL_DATE_PRESETS)[number];

const DAYS: Record<CallDatePreset, number> = { Today: 1, 'Last 7 Days': 7, 'Last 30 Days': 30 };

/** The days (YYYY-MM-DD, both included) a preset covers, ending today. */
export function presetRange(preset: CallDatePreset, today: string): { start: string; end: string } {
  if (!isCalendarDay(today)) throw new RangeError(`Not a day: "${today}"`);
  const end = Date.parse(`${today}T00:00:00Z`);
  const start = new Date(end - (DAYS[preset] - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start, end: today };
}
