import { ADDRESS_LENGTHS, ADDRESS_MESSAGES, PINCODE_PATTERN } from '@backoffice/domain/orders';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { pincodeDetails } from './pincodes.service';

const ZPincodeParam = z.object({
  pincode: z
    .string()
    .max(ADDRESS_LENGTHS.pincode, ADDRESS_MESSAGES.pincodeInvalid)
    .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid),
});

const ZPincodeDetails = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  oda: z.boolean(),
  cod_available: z.boolean(),
  edd_days: z.number().int(),
});

/** GET /api/pincode/details/:pincode/: the address forms' city and state lookup (001 section 5),
 * with whether the pincode is served, takes cash on delivery, and in how many days. */
export const pincodesRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/pincode/details/:pincode/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'City, state, serviceability, cash on delivery and EDD days of a pincode',
        params: ZPincodeParam,
        response: { 200: ZPincodeDetails },
      },
    },
    (request) => pincodeDetails(ctx, request.params.pincode),
  );
};
