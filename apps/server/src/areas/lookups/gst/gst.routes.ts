import { ZAddressGstNumber } from '@backoffice/domain/orders';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { validateGst } from './gst.service';

const ZValidateGstResponse = z.object({
  gst_number: z.string(),
  valid: z.boolean(),
  status: z.enum(['active', 'inactive', 'not-found']),
  gst_organization: z.string().nullable(),
  message: z.string().nullable(),
});

/** POST /api/validate-gst/: the address form's Verify GST (001 section 5). */
export const gstRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/validate-gst/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'Check a GST number with the GST register; the legal name fills the organisation',
        body: z.object({ gst_number: ZAddressGstNumber }),
        response: { 200: ZValidateGstResponse },
      },
    },
    (request) => validateGst(ctx, request.body.gst_number),
  );
};
