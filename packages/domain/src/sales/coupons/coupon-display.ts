import { CURRENCY, NUMBER_LOCALE } from '../../core/constants/global-constants';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India's offset from UTC in minutes (no daylight saving). */
const INDIA_OFFSET_MINUTES = 330;

/** A day as the console shows dates ("D MMM, YYYY"), in India's time. */
export function indiaDay(at: Date): string {
  const local = new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${local.getUTCFullYear()}`;
}

const wholeRupees = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat(NUMBER_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
});

/** Paise as rupees in the Indian locale, paise shown only when there are any ("₹5,000"). */
export function rupeesText(paise: number): string {
  return (paise % 100 === 0 ? wholeRupees : rupeesAndPaise).format(paise / 100);
}
