import { PATTERNS } from '../validation/patterns';

/**
 * Money is kept as integer paise everywhere; the wire carries rupees with at most two decimals,
 * either as text (typed amounts) or as a JSON number (answers).
 */

/** Paise of an amount text, or null when it is not a safe amount with at most 2 decimals. */
export function parsePaise(amount: string): number | null {
  const text = amount.trim();
  if (!PATTERNS.decimalAmount.test(text)) return null;
  // Work on the text so no floating-point rounding creeps in ("0.29" is 29, not 28.999...).
  const [whole = '0', fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Rupees text with at most 2 decimals (as typed or sent on the wire) to integer paise. */
export function rupeesToPaise(amount: string): number {
  const paise = parsePaise(amount);
  if (paise === null) throw new RangeError(`"${amount}" is not an amount with at most 2 decimals`);
  return paise;
}

/** Integer paise to rupees text with two decimals (1250 paise is "12.50"). */
export function paiseToRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Paise to rupees on the wire: a JSON number with at most two decimals (1250 is 12.5). */
export const toWireRupees = (paise: number): number => paise / 100;

/** Rupees from the wire (a JSON number) back to whole paise, rounding off float noise. */
export const fromWireRupees = (rupees: number): number => Math.round(rupees * 100);
