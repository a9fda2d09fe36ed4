import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { malformedNumbersRead } from './numbers-read';
import { unboundedStrings } from './unbounded-strings';

describe('unboundedStrings', () => {
  it('names every string without a maximum, wherever it sits', () => {
    const schema = z.object({
      name: z.string().trim(),
      alias: z.string().max(20).optional(),
      code: z.string().length(6),
      lines: z.array(z.object({ sku: z.string() })),
      address: z.preprocess((v) => v, z.object({ landmark: z.string().nullable() })),
      email: z.string().max(254).pipe(z.email()),
      kind: z.union([z.literal('a'), z.string().transform((v) => v.trim())]),
      tags: z.record(z.string().max(10), z.string()),
    });
    expect(unboundedStrings(schema).sort()).toEqual([
      'address.landmark',
      'kind',
      'lines[].sku',
      'name',
      'tags.*',
    ]);
  });

  it('finds nothing in a schema that is not zod or has no strings', () => {
    expect(unboundedStrings(undefined)).toEqual([]);
    expect(unboundedStrings({ type: 'object' })).toEqual([]);
    expect(unboundedStrings(z.object({ n: z.number(), b: z.boolean() }))).toEqual([]);
  });
});

describe('malformedNumbersRead', () => {
  it('names a field that coerces text to a number', () => {
    const schema = z.object({ id: z.coerce.number(), slug: z.string().max(10) });
    const [found, ...others] = malformedNumbersRead(schema);
    expect(found).toMatch(/^id .*"0x10"/);
    expect(others).toEqual([]);
  });
});
