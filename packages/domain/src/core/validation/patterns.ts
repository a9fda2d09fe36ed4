import { z } from 'zod';
import { PATTERN_MESSAGES } from './messages';

/** The shared patterns of spec 000 section 5, anchored to the whole value. */
export const PATTERNS = {
  /** Decimal amount: digits with up to 2 decimals ("12", "12.5", "12.50"). */
  decimalAmount: /^\d+(?:\.\d{1,2})?$/,
  /** Percent: up to 2 digits with 1 decimal ("7", "99.5"). */
  percent: /^\d{1,2}(?:\.\d)?$/,
  digits: /^\d+$/,
  lettersAndSpaces: /^[A-Za-z ]+$/,
  lettersSpacesAndDots: /^[A-Za-z. ]+$/,
  /** The same e-mail pattern zod's `z.email()` uses, so forms and server agree. */
  email: z.regexes.email,
  /**
   * GST number: 2 digits, 5 capitals, 4 digits, 1 capital, 1 alphanumeric, Z, 1 alphanumeric.
   * "Alphanumeric" is read literally (either case), as the spec says "capital" where it means it.
   */
  gstNumber: /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Za-z0-9]Z[A-Za-z0-9]$/,
  /** PAN: 5 capitals, 4 digits, 1 capital. */
  panNumber: /^[A-Z]{5}\d{4}[A-Z]$/,
  /** Range: 10 digits, a dash, 10 digits. */
  range: /^\d{10}-\d{10}$/,
} as const satisfies Record<keyof typeof PATTERN_MESSAGES, RegExp>;

export type PatternName = keyof typeof PATTERNS;

const pattern = (name: PatternName) =>
  z.string().trim().regex(PATTERNS[name], PATTERN_MESSAGES[name]);

// Form and payload schemas of the shared patterns; surrounding spaces are trimmed off.
/** An amount with up to 2 decimals, as text (see ZRupeesToPaise for paise). */
export const ZDecimalAmount = pattern('decimalAmount');
/** A percentage: up to 2 digits with 1 decimal. */
export const ZPercent = pattern('percent');
/** Digits only. */
export const ZDigits = pattern('digits');
/** Letters and spaces only (names). */
export const ZLettersAndSpaces = pattern('lettersAndSpaces');
/** Letters, spaces and dots only (names with initials). */
export const ZLettersSpacesAndDots = pattern('lettersSpacesAndDots');
/** An e-mail address: "Invalid Email Id!". */
export const ZEmail = pattern('email');
/** A GST number. */
export const ZGstNumber = pattern('gstNumber');
/** A PAN. */
export const ZPanNumber = pattern('panNumber');
/** A range of two 10-digit numbers. */
export const ZRange = pattern('range');

/** Whether a value matches a shared pattern (e.g. to enable a button while typing). */
export function matchesPattern(name: PatternName, value: string): boolean {
  return PATTERNS[name].test(value);
}
