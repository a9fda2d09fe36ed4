import { z } from 'zod';
import { ZAddressGstNumber } from '../orders/address';

/** The GST number to check with the register. */
export const ZValidateGstRequest = z.object({ gst_number: ZAddressGstNumber });
export type TValidateGstRequest = z.input<typeof ZValidateGstRequest>;

/** The register's answer: valid means active, and the legal name then fills the organisation. */
export const ZGstVerification = z.object({
  gst_number: z.string(),
  valid: z.boolean(),
  status: z.enum(['active', 'inactive', 'not-found']),
  gst_organization: z.string().nullable(),
  /** Why the number cannot be used ('Inactive/ Invalid GST Number'), or null. */
  message: z.string().nullable(),
});
export type TGstVerification = z.infer<typeof ZGstVerification>;
