import type { ExtraOrRefund, PaymentMode } from './constants';
import type { StockState } from './availability';
import type { Part } from './parts';
import type { ModelOptions } from './selection';

/**
 * The answers of the catalogue calls (docs/sales.md), shared by the server and the web app.
 * Money is in rupees on the wire (integer paise inside), sizes in whole inches.
 */

/** A product of the catalogue (001 section 3 "Product catalog entry"). */
export interface CatalogueProduct {
  sku_code: string;
  name: string;
}

/** GET /api/product-catalog/. */
export interface ProductCatalogResponse {
  result: CatalogueProduct[];
}

/** A model of a product (001 section 3 "Model"). */
export interface CatalogueModel {
  id: number;
  name: string;
}

/** GET /api/product-catalog/:product/models/. */
export interface ProductModelsResponse {
  result: CatalogueModel[];
}

/** A model's details: its sizes and properties, and what it is sold as. */
export interface ProductDetails extends ModelOptions {
  id: number;
  name: string;
  product: string;
  product_name: string;
  item_url: string;
  product_thumbnail: string;
  /** The least a line may order. */
  min_quantity: number;
}

/** GET /api/product-catalog/:product/:model/. */
export interface ProductDetailsResponse {
  result: ProductDetails;
}

/** The picker's defaults for a cart's item (its SKU and size text). */
export interface SkuBreakdown {
  item_sku: string;
  item_full_name: string;
  product: string;
  product_name: string;
  model_id: number;
  model_name: string;
  length: number;
  breadth: number;
  height: number | null;
  properties: Record<string, string>;
  /** False when the size asked for is not one the model offers (a customised size). */
  is_standard_size: boolean;
}

/** GET /api/product/item-sku-breakdown/:sku/:dimensions. */
export interface SkuBreakdownResponse {
  result: SkuBreakdown;
}

/** The line a check compares against (when a cart is being changed). */
export interface ChangedLine {
  cart_pid: number;
  item_sku: string;
  item_price: number;
  item_quantity: number;
}

/** The availability of one item (001 section 3 "Availability response"), rupees on the wire. */
export interface Availability {
  item_sku: string;
  item_full_name: string;
  item_dimensions: string;
  item_price: { price: number; mrp: number };
  item_url: string;
  product_thumbnail: string;
  /** Sellable stock over every warehouse, as the ERP reports it. */
  stock: number;
  stock_state: StockState;
  min_quantity: number;
  /** Stock capped at 10000 (001 section 9): the most one line may order. */
  max_quantity: number;
  /** The quantity the amounts are worked for. */
  item_quantity: number;
  /** Price times quantity. */
  net_price: number;
  diff_amount: number;
  extra_or_refund: ExtraOrRefund;
  payment_mode: PaymentMode[];
  changed_line: ChangedLine | null;
}

/**
 * POST /api/product-validation-stock-check/ and GET /api/product-availability/. No result
 * (and the message) when the pincode is not served.
 */
export interface AvailabilityResponse {
  result: Availability | null;
  message: string;
}

/** Stock of a material in one storage location of one plant. */
export interface StockRow {
  plant_location: string;
  warehouse_name: string;
  storage_location: string;
  storage_location_name: string;
  zz_model: string;
  /** Unrestricted stock: what can be sold. */
  available: number;
  /** Blocked stock (returns, quality hold): counted, not sold. */
  blocked: number;
}

/** GET /api/stock-check/. */
export interface StockCheckResponse {
  material_number: string;
  item_full_name: string;
  /** Unrestricted stock over the rows. */
  available: number;
  result: StockRow[];
}

/** GET /api/product-parts/:sku/. */
export interface ProductPartsResponse {
  item_sku: string;
  result: Part[];
}
