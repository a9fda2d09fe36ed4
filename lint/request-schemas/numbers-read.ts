import { z } from 'zod';

/** Ways of writing a number that a path or query parameter must never be read as. */
export const MALFORMED_NUMBERS = ['0x10', '0b1', '0o7', '+16', '-16', ' 16', '16 ', '1e1', '16.0'];

const isObjectSchema = (value: unknown): value is z.core.$ZodObject =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  (value as z.core.$ZodType)._zod.def.type === 'object';

/**
 * The fields of a params or query schema that read a malformed number as a number (as
 * `z.coerce.number()` reads "0x10" as 16), each with the texts it read: `id "0x10" "+16"`.
 */
export function malformedNumbersRead(schema: unknown): string[] {
  if (!isObjectSchema(schema)) return [];
  return Object.entries(schema._zod.def.shape).flatMap(([field, fieldSchema]) => {
    const read = MALFORMED_NUMBERS.filter((text) => {
      const result = z.safeParse(fieldSchema, text);
      return result.success && typeof result.data === 'number';
    });
    return read.length ? [[field, ...read.map((text) => JSON.stringify(text))].join(' ')] : [];
  });
}
