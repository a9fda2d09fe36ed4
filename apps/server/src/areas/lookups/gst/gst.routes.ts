import { VALIDATE_GST } from '@backoffice/domain/lookups';
import { registerEndpoint } from '../../../core/endpoint';
import type { AreaModule } from '../../../core/http';
import { validateGst } from './gst.service';

/** POST /api/validate-gst/: the address form's Verify GST (001 section 5). */
export const gstRoutes: AreaModule = (api, ctx) => {
  registerEndpoint(api, VALIDATE_GST, ({ body }) => validateGst(ctx, body.gst_number));
};
