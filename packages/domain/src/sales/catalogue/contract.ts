import { z } from 'zod';
import type { StockState } from './availability';
import { EXTRA_OR_REFUND, PAYMENT_MODES } from './constants';
import type { Part } from './parts';
import type { ModelOptions } from './selection';

/**
 * The answers of the catalogue calls (docs/sales.md): one schema per payload, the types inferred
 * from them. The server sends them as its response schemas; the web checks its answers against
 * them in development and tests. Money is in rupees on the wire (integer paise inside), sizes in
 * whole inches.
 */

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

/** The line a check compares against (when a cart is being changed). */
export const ZChangedLine = z.object({
  cart_pid: z.number().int(),
  item_sku: z.string(),
  item_price: z.number(),
  item_quantity: z.number().int(),
});
export type ChangedLine = z.infer<typeof ZChangedLine>;

/** The availability of one item (001 section 3 "Availability response"), rupees on the wire. */
export const ZAvailability = z.object({
  item_sku: z.string(),
  item_full_name: z.string(),
  item_dimensions: z.string(),
  item_price: z.object({ price: z.number(), mrp: z.number() }),
  item_url: z.string(),
  product_thumbnail: z.string(),
  /** Sellable stock over every warehouse, as the ERP reports it. */
  stock: z.number().int(),
  stock_state: z.enum(['in_stock', 'out_of_stock']) satisfies z.ZodType<StockState>,
  min_quantity: z.number().int(),
  /** Stock capped at 10000 (001 section 9): the most one line may order. */
  max_quantity: z.number().int(),
  /** The quantity the amounts are worked for. */
  item_quantity: z.number().int(),
  /** Price times quantity. */
  net_price: z.number(),
  diff_amount: z.number(),
  extra_or_refund: z.enum(EXTRA_OR_REFUND),
  payment_mode: z.array(z.enum(PAYMENT_MODES)),
  changed_line: ZChangedLine.nullable(),
});
export type Availability = z.infer<typeof ZAvailability>;

/**
 * POST /api/product-validation-stock-check/ and GET /api/product-availability/. No result
 * (and the message) when the pincode is not served.
 */
export const ZAvailabilityResponse = z.object({
  result: ZAvailability.nullable(),
  message: z.string(),
});
export type AvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

/** Stock of a material in one storage location of one plant. */
export const ZStockRow = z.object({
  plant_location: z.string(),
  warehouse_name: z.string(),
  storage_location: z.string(),
  storage_location_name: z.string(),
  zz_model: z.string(),
  /** Unrestricted stock: what can be sold. */
  available: z.number().int(),
  /** Blocked stock (returns, quality hold): counted, not sold. */
  blocked: z.number().int(),
});
export type StockRow = z.infer<typeof ZStockRow>;

/** GET /api/stock-check/. */
export const ZStockCheckResponse = z.object({
  material_number: z.string(),
  item_full_name: z.string(),
  /** Unrestricted stock over the rows. */
  available: z.number().int(),
  result: z.array(ZStockRow),
});
export type StockCheckResponse = z.infer<typeof ZStockCheckResponse>;

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
