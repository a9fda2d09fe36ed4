import { z } from 'zod';
import type { ModelOptions } from '../selection';

/** A product of the catalogue (001 section 3 "Product catalog entry"). */
export const ZCatalogueProduct = z.object({ sku_code: z.string(), name: z.string() });
export type CatalogueProduct = z.infer<typeof ZCatalogueProduct>;

/** GET /api/product-catalog/. */
export const ZProductCatalogResponse = z.object({ result: z.array(ZCatalogueProduct) });
export type ProductCatalogResponse = z.infer<typeof ZProductCatalogResponse>;

/** A model of a product (001 section 3 "Model"). */
export const ZCatalogueModel = z.object({ id: z.number().int(), name: z.string() });
export type CatalogueModel = z.infer<typeof ZCatalogueModel>;

/** GET /api/product-catalog/:product/models/. */
export const ZProductModelsResponse = z.object({ result: z.array(ZCatalogueModel) });
export type ProductModelsResponse = z.infer<typeof ZProductModelsResponse>;

/** What a model offers: its sizes (length, then breadth, then height) and its properties. */
const ZModelOptions = z.object({
  dimensions: z.array(
    z.object({
      length: z.number().int(),
      child: z.array(
        z.object({
          breadth: z.number().int(),
          child: z.array(z.object({ height: z.number().int() })),
        }),
      ),
    }),
  ),
  property_type_list: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      required: z.boolean(),
      choices: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
  ),
}) satisfies z.ZodType<ModelOptions>;

/** A model's details: its sizes and properties, and what it is sold as. */
export const ZProductDetails = ZModelOptions.extend({
  id: z.number().int(),
  name: z.string(),
  product: z.string(),
  product_name: z.string(),
  item_url: z.string(),
  product_thumbnail: z.string(),
  /** The least a line may order. */
  min_quantity: z.number().int(),
});
export type ProductDetails = z.infer<typeof ZProductDetails>;

/** GET /api/product-catalog/:product/:model/. */
export const ZProductDetailsResponse = z.object({ result: ZProductDetails });
export type ProductDetailsResponse = z.infer<typeof ZProductDetailsResponse>;

/** The picker's defaults for a cart's item (its SKU and size text). */
export const ZSkuBreakdown = z.object({
  item_sku: z.string(),
  item_full_name: z.string(),
  product: z.string(),
  product_name: z.string(),
  model_id: z.number().int(),
  model_name: z.string(),
  length: z.number().int(),
  breadth: z.number().int(),
  height: z.number().int().nullable(),
  properties: z.record(z.string(), z.string()),
  /** False when the size asked for is not one the model offers (a customised size). */
  is_standard_size: z.boolean(),
});
export type SkuBreakdown = z.infer<typeof ZSkuBreakdown>;

/** GET /api/product/item-sku-breakdown/:sku/:dimensions. */
export const ZSkuBreakdownResponse = z.object({ result: ZSkuBreakdown });
export type SkuBreakdownResponse = z.infer<typeof ZSkuBreakdownResponse>;
