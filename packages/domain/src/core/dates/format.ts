/** Dates and times as the spec shows them: 'D MMM, YYYY h:mm A' in India time (Asia/Kolkata, +05:30). */
const IST = 'Asia/Kolkata';

// en-US gives the English short months ('Sep', not en-IN's 'Sept') and 'AM'/'PM' in capitals.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: IST,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function istParts(date: Date): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = dateTimeFormat.formatToParts(date);
  return (type) => parts.find((part) => part.type === type)?.value ?? '';
}

/** Formats an ISO string or Date as e.g. '21 Nov, 2026 11:00 AM' in IST; '' when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const part = istParts(date);
  return `${part('day')} ${part('month')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** Formats an ISO string or Date as e.g. '21 Nov, 2026' (the IST calendar day); '' when missing or invalid. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const part = istParts(date);
  return `${part('day')} ${part('month')}, ${part('year')}`;
}
