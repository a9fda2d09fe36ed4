import { z } from 'zod';
import { ADDRESS_LENGTHS, ADDRESS_MESSAGES, PINCODE_PATTERN } from '../orders/address';

/** The pincode of a details lookup: six digits, not starting with 0. */
export const ZPincodeParams = z.object({
  pincode: z
    .string()
    .max(ADDRESS_LENGTHS.pincode, ADDRESS_MESSAGES.pincodeInvalid)
    .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid),
});

/** Where a pincode is, whether the retailer delivers there, by COD or not, and in how many days. */
export const ZPincodeDetails = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  oda: z.boolean(),
  cod_available: z.boolean(),
  edd_days: z.number().int(),
});
export type TPincodeDetails = z.infer<typeof ZPincodeDetails>;
