/**
 * PDD times as the spec shows them: 'MMMM Do YYYY, hh:mm:ss a' in UTC (001 section 9), labelled
 * UTC so that nobody reads them as the India times shown everywhere else.
 */
const pddFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIXES: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/** E.g. '2026-11-21T09:05:03Z' → 'November 21st 2026, 09:05:03 am UTC'; '' when missing or invalid. */
export function formatPddTime(value: string | null): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const parts = pddFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = Number(part('day'));
  // Intl writes midnight as 12 in 12-hour time, as the spec's 'hh' does.
  const time = `${part('hour')}:${part('minute')}:${part('second')} ${part('dayPeriod').toLowerCase()}`;
  return `${part('month')} ${day}${SUFFIXES[ordinal.select(day)]} ${part('year')}, ${time} UTC`;
}
