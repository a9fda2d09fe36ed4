import { CURRENCY, NUMBER_LOCALE } from '../constants/global-constants';
import { toWireRupees } from './wire';

// Amounts for people, in the Indian locale (lakh and crore grouping): '₹12,34,567.50'.
const withPaise = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const wholeRupees = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

/** Integer paise for people, always with paise: 123456 is '₹1,234.56'. */
export function formatPaise(paise: number): string {
  return withPaise.format(toWireRupees(paise));
}

/** A rupee amount as the wire carries it, for people: 1234.5 is '₹1,234.50'. */
export function formatRupees(rupees: number): string {
  return withPaise.format(rupees);
}

/** Integer paise for people, paise shown only when there are any: 500000 is '₹5,000'. */
export function formatPaiseCompact(paise: number): string {
  return (paise % 100 === 0 ? wholeRupees : withPaise).format(toWireRupees(paise));
}
