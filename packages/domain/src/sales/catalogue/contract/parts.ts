import { z } from 'zod';
import type { Part } from '../parts';

/** GET /api/product-parts/:sku/. */
export const ZProductPartsResponse = z.object({
  item_sku: z.string(),
  result: z.array(
    z.object({
      part_code: z.string(),
      name: z.string(),
      min_value: z.number().int(),
      max_value: z.number().int(),
    }) satisfies z.ZodType<Part>,
  ),
});
export type ProductPartsResponse = z.infer<typeof ZProductPartsResponse>;
