import { z } from 'zod';
import { ZRupees, ZText, ZUrl } from './primitives';

export const ZProductMatch = z.object({
  /** The catalogue product code for the picker. */
  product: ZText,
  name: ZText,
  item_sku: ZText.nullable(),
  item_dimensions: ZText.nullable(),
  product_thumbnail: ZUrl,
});
export const ZProductSearchAnswer = z.object({ result: z.array(ZProductMatch).max(50) });
export type ProductSearchAnswer = z.infer<typeof ZProductSearchAnswer>;

export const ZItemPriceAnswer = z.object({
  item_price: z.object({ price: ZRupees, mrp: ZRupees }),
  item_url: ZUrl,
  product_thumbnail: ZUrl,
});
export type ItemPriceAnswer = z.infer<typeof ZItemPriceAnswer>;
