import { z } from 'zod';
import { parsePaise } from '../../core/money/wire';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../orders/address';
import { UPLOAD_MESSAGES as M } from '../messages';
import type { SheetColumn } from '../sheet-type';
import { requiredCell } from './cells';

/** The cells of the pincode, EDD, delivery pricing and logistics sheets beyond the shared ones. */

/** Yes or No, any case, to a boolean. */
export const yesNoCell = (column: string) =>
  requiredCell(column)
    .transform((v) => v.toLowerCase())
    .refine((v) => v === 'yes' || v === 'no', M.yesOrNo(column))
    .transform((v) => v === 'yes');

/** A pincode: six digits, not starting with 0 (the address rules' messages). */
export const pincodeCell = z
  .string({ error: ADDRESS_MESSAGES.pincodeRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.pincodeRequired, abort: true })
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid);

/** Rupees with at most 2 decimals, up to a maximum, to integer paise. */
export const rupeesCell = (column: string, maxPaise: number) =>
  requiredCell(column).transform((text, ctx) => {
    const paise = parsePaise(text);
    if (paise === null || paise > maxPaise) {
      ctx.addIssue({ code: 'custom', message: M.rupeesUpTo(column, maxPaise / 100) });
      return z.NEVER;
    }
    return paise;
  });

/** The header of each column key, for the messages of a sheet type's rules. */
export function headersOf<const C extends readonly SheetColumn[]>(
  columns: C,
): Record<C[number]['key'], string> {
  return Object.fromEntries(columns.map((c) => [c.key, c.header])) as Record<
    C[number]['key'],
    string
  >;
}
