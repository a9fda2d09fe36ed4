import { PINCODE_DETAILS } from '@backoffice/domain/lookups';
import { registerEndpoint } from '../../../core/endpoint';
import type { AreaModule } from '../../../core/http';
import { pincodeDetails } from './pincodes.service';

/** GET /api/pincode/details/:pincode/: the address forms' city and state lookup (001 section 5),
 * with whether the pincode is served, takes cash on delivery, and in how many days. */
export const pincodesRoutes: AreaModule = (api, ctx) => {
  registerEndpoint(api, PINCODE_DETAILS, ({ params }) => pincodeDetails(ctx, params.pincode));
};
