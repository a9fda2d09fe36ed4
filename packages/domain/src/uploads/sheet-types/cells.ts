import { z } from 'zod';
import { MAX_CELL_LENGTH } from '../limits';
import { UPLOAD_MESSAGES as M } from '../messages';

/** '{Column} should not exceed {n}', the text of UPLOAD_MESSAGES.tooLong for any maximum. */
export const cellTooLong = (column: string, max: number) => `${column} should not exceed ${max}`;

/** A required cell: trimmed text, '{Column} is Required!' when empty or left out. */
export const requiredCell = (column: string, max = MAX_CELL_LENGTH) =>
  z
    .string({ error: M.required(column) })
    .trim()
    .min(1, { error: M.required(column), abort: true })
    .max(max, { error: cellTooLong(column, max), abort: true });

/** An optional cell: null when empty or its column is left out, else trimmed and parsed. */
export const optionalCell = <T>(parse: z.ZodType<T, string>) =>
  z
    .string()
    .optional()
    .transform((typed, ctx): T | null => {
      const text = typed?.trim();
      if (!text) return null;
      const parsed = parse.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, input: typed });
      }
      return z.NEVER;
    });

/** A whole number from min to max, '{Column} must be a whole number from {min} to {max}'. */
export const wholeNumberCell = (column: string, min: number, max: number) =>
  requiredCell(column)
    .regex(/^\d{1,9}$/, M.wholeNumberBetween(column, min, max))
    .transform(Number)
    .refine((n) => n >= min && n <= max, M.wholeNumberBetween(column, min, max));
