/** Numbers in the Indian locale (12,34,567.89) with at most two decimals, as the spec displays them. */
import { MAX_FRACTION_DIGITS, NUMBER_LOCALE } from '@backoffice/domain/core/constants';

const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  maximumFractionDigits: MAX_FRACTION_DIGITS,
  signDisplay: 'negative',
});

/** Formats a number in the Indian locale with up to two decimals, e.g. 1234567.891 → '12,34,567.89'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A count with its noun, singular for one: '1 call', '0 calls', '1,234 calls'. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
