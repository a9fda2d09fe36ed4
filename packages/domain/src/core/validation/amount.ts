import { z } from 'zod';
import { parsePaise } from '../money/wire';
import { PATTERN_MESSAGES } from './messages';
import { PATTERNS } from './patterns';

const TOO_LARGE = 'Amount is too large';
/** Room for the largest amount there is (13 digits and 2 decimals) and spaces around it. */
const AMOUNT_TEXT_MAX_LENGTH = 32;

/**
 * A non-negative rupee amount (text or JSON number) with at most 2 decimals, parsed to paise.
 * A number is read through its shortest text form, so 12.5 passes and 0.1 + 0.2 does not.
 */
export const ZRupeesToPaise = z
  .union([z.string().max(AMOUNT_TEXT_MAX_LENGTH, TOO_LARGE), z.number()], {
    error: PATTERN_MESSAGES.decimalAmount,
  })
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
