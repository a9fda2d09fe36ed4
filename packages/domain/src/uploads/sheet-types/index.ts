import type { SheetType } from '../sheet-type';
import type { SheetTypeKey } from '../sheet-type-keys';
import { PINCODE_SHEET } from './pincodes';
import { EDD_SHEET } from './edd';
import { DELIVERY_PRICING_SHEET } from './pincode-delivery-pricing';
import { LOGISTICS_SHEET } from './logistics';
import { AFFILIATE_ORDER_SHEET } from './affiliate-orders';
import { CART_ASSIGNMENT_SHEET } from './cart-assignment';
import { ORDER_STATUS_SHEET } from './order-status';
import { COD_CHALLAN_SHEET } from './cod-challan';
import { COD_REMITTANCE_SHEET } from './cod-remittance';
import { SHIPPING_LABEL_SHEET } from './shipping-labels';
import { STOCK_SHEET } from './stock';
import {
  ACTIVATE_OFFER_SHEET,
  ACTIVATE_REWARDS_SHEET,
  CREATE_UNIQUE_REWARDS_SHEET,
  DEACTIVATE_OFFER_SHEET,
  DEACTIVATE_REWARDS_SHEET,
} from './offer-sheets';
import { PRICE_AUTOMATION_SHEET } from './price-automation';
import { PRODUCT_CONFIGURATION_SHEET } from './product-configuration';
import { PREPAID_CASH_SHEET } from './prepaid-cash';
import { DEALER_CREDIT_SHEET } from './dealer-credit';
import { DISTRIBUTION_PRICING_SHEET } from './distribution-pricing';

export * from './pincodes';
export * from './edd';
export * from './pincode-delivery-pricing';
export * from './logistics';
export * from './affiliate-orders';
export * from './order-status';
export * from './cart-assignment';
export * from './stock';
export * from './cod-remittance';
export * from './cod-challan';
export * from './shipping-labels';
export * from './operations-messages';
export * from './offer-sheets';
export * from './price-automation';
export * from './product-configuration';
export * from './automation-messages';
export * from './prepaid-cash';
export * from './dealer-credit';
export * from './distribution-pricing';

/**
 * Every declared sheet type by its key. A new type is one file in this folder, one line here
 * and its applier on the server; `SHEET_TYPES` then answers for it everywhere.
 */
export const SHEET_TYPES: Partial<Record<SheetTypeKey, SheetType>> = {
  pincodes: PINCODE_SHEET as SheetType,
  edd: EDD_SHEET as SheetType,
  'pincode-delivery-pricing': DELIVERY_PRICING_SHEET as SheetType,
  logistics: LOGISTICS_SHEET as SheetType,
  'affiliate-orders': AFFILIATE_ORDER_SHEET as SheetType,
  'order-status': ORDER_STATUS_SHEET as SheetType,
  'cart-assignment': CART_ASSIGNMENT_SHEET as SheetType,
  stock: STOCK_SHEET as SheetType,
  'cod-remittance': COD_REMITTANCE_SHEET as SheetType,
  'cod-challan': COD_CHALLAN_SHEET as SheetType,
  'shipping-labels': SHIPPING_LABEL_SHEET as SheetType,
  activate_offer_sheet: ACTIVATE_OFFER_SHEET as SheetType,
  deactivate_offer_sheet: DEACTIVATE_OFFER_SHEET as SheetType,
  activate_rewards_sheet: ACTIVATE_REWARDS_SHEET as SheetType,
  deactivate_rewards_sheet: DEACTIVATE_REWARDS_SHEET as SheetType,
  create_unique_rewards_sheet: CREATE_UNIQUE_REWARDS_SHEET as SheetType,
  'price-automation': PRICE_AUTOMATION_SHEET as SheetType,
  'product-configuration': PRODUCT_CONFIGURATION_SHEET as SheetType,
  'prepaid-cash': PREPAID_CASH_SHEET as SheetType,
  'dealer-credit-points': DEALER_CREDIT_SHEET as SheetType,
  'distribution-pricing': DISTRIBUTION_PRICING_SHEET as SheetType,
};

/** The declaration of a sheet type, or undefined while it is not declared yet. */
export function sheetTypeOf(key: SheetTypeKey): SheetType | undefined {
  return SHEET_TYPES[key];
}
