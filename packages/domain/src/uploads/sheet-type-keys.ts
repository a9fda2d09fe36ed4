/**
 * Every sheet type's key, fixed here so that the endpoints, the screens and the server's
 * appliers name the same types. Each key has one declaration under `sheet-types/`.
 */
export const SHEET_TYPE_KEYS = [
  // Warehouse and logistics
  'pincodes',
  'edd',
  'pincode-delivery-pricing',
  'logistics',
  'affiliate-orders',
  // /upload-sheet
  'stock',
  'cod-remittance',
  'cod-challan',
  'shipping-labels',
  // /upload-sheet-by-type (Team Leader, Tech)
  'order-status',
  'cart-assignment',
  // /offer-automation (002 section 9, the spec's own keys)
  'activate_offer_sheet',
  'deactivate_offer_sheet',
  'activate_rewards_sheet',
  'deactivate_rewards_sheet',
  'create_unique_rewards_sheet',
  // Catalogue
  'price-automation',
  'product-configuration',
  // Retail
  'prepaid-cash',
  // Distribution
  'dealer-credit-points',
  'distribution-pricing',
] as const;

export type SheetTypeKey = (typeof SHEET_TYPE_KEYS)[number];

export function isSheetTypeKey(value: string): value is SheetTypeKey {
  return (SHEET_TYPE_KEYS as readonly string[]).includes(value);
}
