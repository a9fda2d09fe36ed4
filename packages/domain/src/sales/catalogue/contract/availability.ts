import { z } from 'zod';
import type { StockState } from '../availability';
import { EXTRA_OR_REFUND, PAYMENT_MODES } from '../constants';

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
