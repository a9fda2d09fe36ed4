import { z } from 'zod';

/** The largest row id: ids are 32-bit integers in the database, larger numbers name nothing. */
export const MAX_ROW_ID = 2_147_483_647;

/** Plain decimal digits, no longer than a safe integer's. */
const DECIMAL_DIGITS = /^\d{1,16}$/;

/**
 * A number as it comes on the wire: a JSON number, or plain decimal digits as text (a path or
 * query parameter). Anything else stays text and fails `number` with its message: hex ("0x10"),
 * signs, spaces, decimals, exponents and the empty text are never read as numbers.
 */
export const wireNumber = <T extends z.ZodType>(number: T) =>
  z.preprocess((v) => (typeof v === 'string' && DECIMAL_DIGITS.test(v) ? Number(v) : v), number);

/** The shared id of a path or query parameter: a positive whole number within the id range. */
export const idParam = (message: string) =>
  wireNumber(z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message));
