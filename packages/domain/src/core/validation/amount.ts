import { z } from 'zod';
import { PATTERN_MESSAGES } from './messages';
import { PATTERNS } from './patterns';

const TOO_LARGE = 'Amount is too large';

/** Paise of an amount text, or null when it is not a safe amount with at most 2 decimals. */
function parsePaise(amount: string): number | null {
  const text = amount.trim();
  if (!PATTERNS.decimalAmount.test(text)) return null;
  // Work on the text so no floating-point rounding creeps in ("0.29" is 29, not 28.999...).
  const [whole = '0', fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Rupees with at most 2 decimals (as typed or sent on the wire) to integer paise. */
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

/**
 * A non-negative rupee amount (text or JSON number) with at most 2 decimals, parsed to paise.
 * A number is read through its shortest text form, so 12.5 passes and 0.1 + 0.2 does not.
 */
export const ZRupeesToPaise = z
  .union([z.string(), z.number()], { error: PATTERN_MESSAGES.decimalAmount })
  .transform((value, ctx) => {
    const text = String(value);
    const paise = parsePaise(text);
    if (paise !== null) return paise;
    const message = PATTERNS.decimalAmount.test(text.trim())
      ? TOO_LARGE
      : PATTERN_MESSAGES.decimalAmount;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });
