// The lookups area's public face: what the app registers and what other areas may use.
import type { AreaModule } from '../../core/http';
import { gstRoutes } from './gst/gst.routes';
import { pincodesRoutes } from './pincodes/pincodes.routes';

/** The lookups area's routes: pincode details and the GST check. */
export const routes: readonly AreaModule[] = [pincodesRoutes, gstRoutes];

// The pincode directory and the GST register, for addresses: orders (customer) and sales.
export { deliveryPincode, findPincode, knownPincode } from './pincodes/pincodes.service';
export { requireActiveGst } from './gst/gst.service';
