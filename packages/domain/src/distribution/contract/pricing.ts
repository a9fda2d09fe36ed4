import { z } from 'zod';
import { ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ITEM_SKU_MAX_LENGTH } from '../../sales/catalogue/schemas';
import { text } from './shared';

/** A distributor price of a SKU (the price list and the add-product popup). */
export const ZDistributionPriceRow = z.object({
  item_sku: text(ITEM_SKU_MAX_LENGTH),
  item_full_name: text(200),
  item_dimensions: text(40),
  /** The distributor price; the catalogue price when the SKU has none. */
  price: z.number(),
  /** The dealer customer price: what the dealer is advised to sell at. */
  dealer_cx_price: z.number().nullable(),
  /** The catalogue's own price and MRP, for comparison. */
  item_price: z.number(),
  item_mrp: z.number(),
  /** 5 when a distributor price is used, 4 otherwise (001 section 9). */
  request_type: z.union([z.literal(4), z.literal(5)]),
  updated_at: ZAnswerTimestamp.nullable(),
});
export type DistributionPriceRow = z.infer<typeof ZDistributionPriceRow>;

/** GET /api/distribution-prices/. */
export const ZDistributionPriceListAnswer = z.object({
  results: z.array(ZDistributionPriceRow),
  count: z.number().int(),
});
export type DistributionPriceListAnswer = z.infer<typeof ZDistributionPriceListAnswer>;
