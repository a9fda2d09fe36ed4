import {
  EXTRA_OR_REFUND,
  PAYMENT_MODES,
  type AvailabilityResponse,
  type ProductCatalogResponse,
  type ProductDetailsResponse,
  type ProductModelsResponse,
  type ProductPartsResponse,
  type SkuBreakdownResponse,
  type StockCheckResponse,
} from '@backoffice/domain/sales/catalogue';
import { z } from 'zod';

// Answer schemas of the catalogue calls: they document the API and shape what is sent. The
// domain's wire types are the source; `satisfies` keeps each schema in step with its interface.

export const ZProductCatalogResponse = z.object({
  result: z.array(z.object({ sku_code: z.string(), name: z.string() })),
}) satisfies z.ZodType<ProductCatalogResponse>;

export const ZProductModelsResponse = z.object({
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
}) satisfies z.ZodType<ProductModelsResponse>;

const ZLengthOption = z.object({
  length: z.number().int(),
  child: z.array(
    z.object({
      breadth: z.number().int(),
      child: z.array(z.object({ height: z.number().int() })),
    }),
  ),
});

const ZPropertyType = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const ZProductDetailsResponse = z.object({
  result: z.object({
    id: z.number().int(),
    name: z.string(),
    product: z.string(),
    product_name: z.string(),
    item_url: z.string(),
    product_thumbnail: z.string(),
    min_quantity: z.number().int(),
    dimensions: z.array(ZLengthOption),
    property_type_list: z.array(ZPropertyType),
  }),
}) satisfies z.ZodType<ProductDetailsResponse>;

export const ZSkuBreakdownResponse = z.object({
  result: z.object({
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
    is_standard_size: z.boolean(),
  }),
}) satisfies z.ZodType<SkuBreakdownResponse>;

export const ZAvailabilityResponse = z.object({
  message: z.string(),
  result: z
    .object({
      item_sku: z.string(),
      item_full_name: z.string(),
      item_dimensions: z.string(),
      item_price: z.object({ price: z.number(), mrp: z.number() }),
      item_url: z.string(),
      product_thumbnail: z.string(),
      stock: z.number().int(),
      stock_state: z.enum(['in_stock', 'out_of_stock']),
      min_quantity: z.number().int(),
      max_quantity: z.number().int(),
      item_quantity: z.number().int(),
      net_price: z.number(),
      diff_amount: z.number(),
      extra_or_refund: z.enum(EXTRA_OR_REFUND),
      payment_mode: z.array(z.enum(PAYMENT_MODES)),
      changed_line: z
        .object({
          cart_pid: z.number().int(),
          item_sku: z.string(),
          item_price: z.number(),
          item_quantity: z.number().int(),
        })
        .nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<AvailabilityResponse>;

export const ZStockCheckResponse = z.object({
  material_number: z.string(),
  item_full_name: z.string(),
  available: z.number().int(),
  result: z.array(
    z.object({
      plant_location: z.string(),
      warehouse_name: z.string(),
      storage_location: z.string(),
      storage_location_name: z.string(),
      zz_model: z.string(),
      available: z.number().int(),
      blocked: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<StockCheckResponse>;

export const ZProductPartsResponse = z.object({
  item_sku: z.string(),
  result: z.array(
    z.object({
      part_code: z.string(),
      name: z.string(),
      min_value: z.number().int(),
      max_value: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<ProductPartsResponse>;
