import { z } from 'zod';
import { DIALER_NUMBER_MESSAGE, OUTGOING_NUMBER_PREFIX } from '../../core/validation/dialer';

const TEN_DIGITS = /^\d{10}$/;
/** Room for +91, a leading 0 and the spaces and dashes people type between the digits. */
const TYPED_NUMBER_MAX_LENGTH = 20;

/**
 * A phone number as the calls carry it: the 10 digits, with or without the +91 every outgoing
 * number is dialled with (000 section 5); spaces and dashes are ignored. Null when it is not one.
 */
export function tenDigitNumber(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  const digits = compact.startsWith(OUTGOING_NUMBER_PREFIX)
    ? compact.slice(OUTGOING_NUMBER_PREFIX.length)
    : compact;
  return TEN_DIGITS.test(digits) ? digits : null;
}

/** A phone number field of the calls' payloads and filters: answers the 10 digits. */
export const ZCallNumber = z
  .string({ error: DIALER_NUMBER_MESSAGE })
  .max(TYPED_NUMBER_MAX_LENGTH, DIALER_NUMBER_MESSAGE)
  .refine((v) => tenDigitNumber(v) !== null, DIALER_NUMBER_MESSAGE)
  .transform((v) => tenDigitNumber(v) ?? v);
