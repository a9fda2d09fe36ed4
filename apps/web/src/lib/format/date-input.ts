import 'dayjs/locale/en-in';

/** How a date picker shows and reads its date: 24/11/2026 (dd/MM/yyyy), whatever the browser's language. */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';

/** The date pickers' calendar language: English (India), dayjs's `en-in`. */
export const DATE_INPUT_LOCALE = 'en-in';

const TYPED_DATE = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/**
 * A date typed as dd/MM/yyyy (also with dots or dashes) as the picker's value, YYYY-MM-DD; null
 * for anything else, a day that does not exist included (31/02/2026).
 */
export function parseDateInput(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The props every date picker of the console takes, so that all read alike. */
export const DATE_INPUT_PROPS = {
  valueFormat: DATE_INPUT_FORMAT,
  locale: DATE_INPUT_LOCALE,
  dateParser: parseDateInput,
} as const;
