/** Rupee amounts (INR) in the Indian locale; code keeps money as integer paise. */
import { CURRENCY, NUMBER_LOCALE } from '@backoffice/domain/core/constants';

// Amounts always show their paise, e.g. '₹1,000.00'.
const rupeeFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** Formats a rupee amount, as sent on the wire, e.g. 1234.5 → '₹1,234.50'. */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

/** Formats integer paise as rupees, e.g. 123456 → '₹1,234.56'. */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
