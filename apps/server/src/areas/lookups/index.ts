// The lookups area's public face: what the app registers and what other areas may use.
import type { AreaModule } from '../../core/http';
import { deliveryPricingSheetApplier } from './delivery-pricing/delivery-pricing-sheet.applier';
import { gstRoutes } from './gst/gst.routes';
import { eddSheetApplier } from './pincodes/edd-sheet.applier';
import { pincodeSheetApplier } from './pincodes/pincode-sheet.applier';
import { pincodesRoutes } from './pincodes/pincodes.routes';

/** The pincode, EDD and delivery pricing sheets (002 section 7) keep the pincode directory. */
export const sheetAppliers = [pincodeSheetApplier, eddSheetApplier, deliveryPricingSheetApplier];

/** The lookups area's routes: pincode details and the GST check. */
export const routes: readonly AreaModule[] = [pincodesRoutes, gstRoutes];

// The pincode directory and its delivery prices, and the GST register, for addresses and
// delivery: orders (customer) and sales.
export { deliveryPincode, findPincode, knownPincode } from './pincodes/pincodes.service';
export { deliveryPriceOf } from './delivery-pricing/delivery-prices.queries';
export { requireActiveGst, validateGst } from './gst/gst.service';
