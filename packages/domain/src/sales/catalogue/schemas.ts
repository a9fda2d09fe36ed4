import { z } from 'zod';
import { idParam, wireNumber } from '../../core/validation/wire-number';
import { ADDRESS_LENGTHS, ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../orders/address';
import {
  CATALOGUE_MESSAGES as M,
  DIMENSIONS_TEXT_MAX_LENGTH,
  PROPERTY_KEY_MAX_LENGTH,
  PROPERTY_VALUE_MAX_LENGTH,
} from './constants';
import { parseDimensions } from './dimensions';

/** A product's sku_code, e.g. MAT (upper-cased as typed in an address). */
export const ZProductCode = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(16, M.productNotFound)
  .transform((v) => v.toUpperCase());

/** The longest item SKU. */
export const ITEM_SKU_MAX_LENGTH = 64;

/** An item SKU as carts hold it, e.g. MAT-ORTHO-72x36x6. */
export const ZItemSku = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(ITEM_SKU_MAX_LENGTH, M.skuNotFound);

/**
 * A list's refinement refusing a SKU named on two lines (an order's, a quotation's): the issue,
 * with the list's own `message`, is on the repeated line's item_sku.
 */
export const refuseRepeatedSkus =
  (message: string) =>
  (lines: readonly { item_sku: string }[], ctx: z.RefinementCtx): void => {
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      if (seen.has(line.item_sku)) {
        ctx.addIssue({ code: 'custom', path: [i, 'item_sku'], message });
      }
      seen.add(line.item_sku);
    });
  };

/** A model id in a body. */
const ZModelId = z
  .number({ error: M.required })
  .int(M.modelNotFound)
  .positive(M.modelNotFound)
  .max(2_147_483_647, M.modelNotFound);

/** A model id in a path: text that is not an id names no model. */
const ZModelPath = wireNumber(z.number({ error: M.modelNotFound }).pipe(ZModelId));

/** A size in whole inches. */
const ZInches = z
  .number({ error: M.required })
  .int(M.sizeNotOffered)
  .min(1, M.sizeNotOffered)
  .max(999, M.sizeNotOffered);

/** A delivery pincode, when the caller knows it. */
const ZPincode = z
  .string({ error: ADDRESS_MESSAGES.pincodeInvalid })
  .trim()
  .max(ADDRESS_LENGTHS.pincode, ADDRESS_MESSAGES.pincodeInvalid)
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid);

/** A cart id (the line being changed). */
const ZCartPid = idParam('Invalid cart');

/** A quantity asked for; its upper bound is the stock, checked by the service. */
const ZAskedQuantity = wireNumber(
  z.number({ error: M.quantityNotNumber }).int(M.quantityNotNumber).min(1, M.quantityMin(1)),
);

/** product_data of product-validation-stock-check (001 section 7): the picker's choices. */
export const ZProductData = z.object({
  sku_code: ZProductCode,
  model_id: ZModelId,
  length: ZInches,
  breadth: ZInches,
  height: ZInches.nullable().default(null),
  properties: z
    .record(
      z.string().trim().min(1).max(PROPERTY_KEY_MAX_LENGTH),
      z
        .string({ error: M.required })
        .trim()
        .min(1, M.required)
        .max(PROPERTY_VALUE_MAX_LENGTH, M.choiceNotOffered),
    )
    .default({}),
});
export type TProductData = z.infer<typeof ZProductData>;

/**
 * POST /api/product-validation-stock-check/: the chosen item with its supporting data: how
 * many, where it goes (for serviceability and payment modes) and the cart it replaces (for
 * the difference to pay or refund).
 */
export const ZStockValidationRequest = z.object({
  product_data: ZProductData,
  item_quantity: ZAskedQuantity.optional(),
  pincode: ZPincode.optional(),
  cart_pid: ZCartPid.optional(),
});
export type TStockValidationRequest = z.infer<typeof ZStockValidationRequest>;

/** GET /api/product-availability/: a known SKU, with the same supporting data. */
export const ZProductAvailabilityQuery = z.object({
  item_sku: ZItemSku,
  item_quantity: ZAskedQuantity.optional(),
  pincode: ZPincode.optional(),
  cart_pid: ZCartPid.optional(),
});
export type TProductAvailabilityQuery = z.infer<typeof ZProductAvailabilityQuery>;

/** GET /api/product-catalog/:product/models/. */
export const ZProductParams = z.object({ product: ZProductCode });

/** GET /api/product-catalog/:product/:model/. */
export const ZProductModelParams = z.object({ product: ZProductCode, model: ZModelPath });

/** GET /api/product/item-sku-breakdown/:sku/:dimensions: a cart's SKU and its size text. */
export const ZSkuBreakdownParams = z.object({
  sku: ZItemSku,
  dimensions: z
    .string()
    .max(DIMENSIONS_TEXT_MAX_LENGTH, M.dimensionsInvalid)
    .transform((text, ctx) => {
      const size = parseDimensions(text);
      if (size) return size;
      ctx.issues.push({ code: 'custom', message: M.dimensionsInvalid, input: text });
      return z.NEVER;
    }),
});

/** GET /api/product-parts/:sku/: the parts of an item, for the multiple-parts picker. */
export const ZSkuParams = z.object({ sku: ZItemSku });

const optionalCode = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

/**
 * GET /api/stock-check/: stock of a material (the SKU) per plant and storage location, as the
 * ERP reports it (001 section 7 "Stock": material_number, plant_location, zz_model,
 * storage_location); all but the material narrow the answer.
 */
export const ZStockCheckQuery = z.object({
  material_number: z
    .string({ error: M.materialRequired })
    .trim()
    .min(1, M.materialRequired)
    .max(64, M.skuNotFound),
  plant_location: optionalCode,
  storage_location: optionalCode,
  zz_model: optionalCode,
});
export type TStockCheckQuery = z.infer<typeof ZStockCheckQuery>;
