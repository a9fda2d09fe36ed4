import { z } from 'zod';
import { PATTERN_MESSAGES, PATTERNS } from '../core/validation';
import { ZOrderRandomId, ZRowVersion } from './order-requests';

/** Lengths of the address forms (001 section 9). */
export const ADDRESS_LENGTHS = {
  mobile: 10,
  pincode: 6,
  gst: 15,
  nameMin: 3,
  addressMin: 5,
  landmarkMin: 3,
  // The spec gives no maxima: ours, long enough for any real address.
  nameMax: 50,
  aliasMax: 20,
  emailMax: 254,
  addressMax: 500,
  landmarkMax: 100,
  gstOrganizationMax: 200,
} as const;

/** The spec's text of a maximum length (001 section 5): "{label} should not exceed {n}". */
const tooLong = (label: string, n: number) => `${label} should not exceed ${n}`;

/** The messages of the address forms (001 section 5); the spec's text where it gives one. */
export const ADDRESS_MESSAGES = {
  firstnameRequired: 'First Name is Required!',
  minimumThree: 'Minimum of 3 Characters are required!',
  lettersAndSpaces: PATTERN_MESSAGES.lettersAndSpaces,
  emailRequired: 'Email is Required!',
  emailInvalid: 'Invalid Email Id!',
  mobileRequired: 'Mobile Number Required!',
  mobileInvalid: 'Invalid Mobile Number!',
  alternateMobileInvalid: 'Invalid Alternate Mobile Number!',
  alternateMobileSame: 'Alternate Mobile Number should differ from the Mobile Number!',
  addressRequired: 'Address is Required!',
  addressInvalid: 'Invalid Address!',
  // The spec gives one text for the landmark rule (at least 3 characters).
  landmarkRequired: 'Landmark is Required!',
  pincodeRequired: 'Pin Code is Required!',
  pincodeInvalid: 'Invalid Pin Code!',
  gstInvalid: 'Invalid GST number!',
  gstInactive: 'Inactive/ Invalid GST Number',
  gstOrganizationRequired: 'GST Organization is Required!',
  billingRequired: 'Billing Address is Required!',
  firstnameTooLong: tooLong('First Name', ADDRESS_LENGTHS.nameMax),
  lastnameTooLong: tooLong('Last Name', ADDRESS_LENGTHS.nameMax),
  aliasTooLong: tooLong('Alias', ADDRESS_LENGTHS.aliasMax),
  emailTooLong: tooLong('Email', ADDRESS_LENGTHS.emailMax),
  addressTooLong: tooLong('Address', ADDRESS_LENGTHS.addressMax),
  landmarkTooLong: tooLong('Landmark', ADDRESS_LENGTHS.landmarkMax),
  gstOrganizationTooLong: tooLong('GST Organization', ADDRESS_LENGTHS.gstOrganizationMax),
  codUnavailable: 'COD is not available at given Pincode',
  onlineUnavailable: 'Online is not available at given Pincode!',
} as const;

/** The hint under the alias field. */
export const ALIAS_HINT = 'Add Alias - (Home, Office, Other)';

const TEN_DIGITS = /^\d{10}$/;
/** Six digits; Indian pincodes never start with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** An optional text: empty or missing is null. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schema
      .nullable()
      .optional()
      .transform((x) => x ?? null),
  );

const firstname = required(ADDRESS_MESSAGES.firstnameRequired)
  .min(ADDRESS_LENGTHS.nameMin, ADDRESS_MESSAGES.minimumThree)
  .max(ADDRESS_LENGTHS.nameMax, ADDRESS_MESSAGES.firstnameTooLong)
  .regex(PATTERNS.lettersAndSpaces, ADDRESS_MESSAGES.lettersAndSpaces);
const lastname = z
  .string()
  .trim()
  .max(ADDRESS_LENGTHS.nameMax, ADDRESS_MESSAGES.lastnameTooLong)
  .regex(/^[A-Za-z ]*$/, ADDRESS_MESSAGES.lettersAndSpaces)
  .optional()
  .transform((v) => v ?? '');
const address = required(ADDRESS_MESSAGES.addressRequired)
  .min(ADDRESS_LENGTHS.addressMin, ADDRESS_MESSAGES.addressInvalid)
  .max(ADDRESS_LENGTHS.addressMax, ADDRESS_MESSAGES.addressTooLong);
/** A pincode as typed: required, six digits not starting with 0 (every address form's rule). */
export const ZAddressPincode = required(ADDRESS_MESSAGES.pincodeRequired)
  .max(ADDRESS_LENGTHS.pincode, ADDRESS_MESSAGES.pincodeInvalid)
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid);
const pincode = ZAddressPincode;
/** A landmark as typed: required, 3 to 100 characters (every address form's rule). */
export const ZAddressLandmark = required(ADDRESS_MESSAGES.landmarkRequired)
  .min(ADDRESS_LENGTHS.landmarkMin, ADDRESS_MESSAGES.landmarkRequired)
  .max(ADDRESS_LENGTHS.landmarkMax, ADDRESS_MESSAGES.landmarkTooLong);
const landmark = ZAddressLandmark;
const optionalLandmark = z
  .string()
  .trim()
  .max(ADDRESS_LENGTHS.landmarkMax, ADDRESS_MESSAGES.landmarkTooLong);

/** A GST number as typed: upper-cased, then the GST pattern (000 and 001 section 5). */
export const ZAddressGstNumber = z
  .string({ error: ADDRESS_MESSAGES.gstInvalid })
  .trim()
  .max(ADDRESS_LENGTHS.gst, ADDRESS_MESSAGES.gstInvalid)
  .toUpperCase()
  .regex(PATTERNS.gstNumber, ADDRESS_MESSAGES.gstInvalid);

/**
 * The shipping address of the customer edit popup. City and state are not typed: they come
 * from the pincode directory.
 */
export const ZShippingAddress = z
  .object({
    firstname,
    lastname,
    alias: optional(
      z
        .string()
        .trim()
        .min(ADDRESS_LENGTHS.nameMin, ADDRESS_MESSAGES.minimumThree)
        .max(ADDRESS_LENGTHS.aliasMax, ADDRESS_MESSAGES.aliasTooLong),
    ),
    email_address: required(ADDRESS_MESSAGES.emailRequired)
      .max(ADDRESS_LENGTHS.emailMax, ADDRESS_MESSAGES.emailTooLong)
      .toLowerCase()
      .regex(PATTERNS.email, ADDRESS_MESSAGES.emailInvalid),
    mobile_number: required(ADDRESS_MESSAGES.mobileRequired)
      .max(ADDRESS_LENGTHS.mobile, ADDRESS_MESSAGES.mobileInvalid)
      .regex(TEN_DIGITS, ADDRESS_MESSAGES.mobileInvalid),
    alternate_mobile_number: optional(
      z
        .string()
        .trim()
        .max(ADDRESS_LENGTHS.mobile, ADDRESS_MESSAGES.alternateMobileInvalid)
        .regex(TEN_DIGITS, ADDRESS_MESSAGES.alternateMobileInvalid),
    ),
    address,
    landmark,
    pincode,
    gst_number: optional(ZAddressGstNumber),
    gst_organization: optional(
      z
        .string()
        .trim()
        .max(ADDRESS_LENGTHS.gstOrganizationMax, ADDRESS_MESSAGES.gstOrganizationTooLong),
    ),
  })
  .superRefine((a, ctx) => {
    if (a.alternate_mobile_number !== null && a.alternate_mobile_number === a.mobile_number) {
      ctx.addIssue({
        code: 'custom',
        path: ['alternate_mobile_number'],
        message: ADDRESS_MESSAGES.alternateMobileSame,
      });
    }
    if (a.gst_number !== null && a.gst_organization === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['gst_organization'],
        message: ADDRESS_MESSAGES.gstOrganizationRequired,
      });
    }
  });
export type TShippingAddress = z.infer<typeof ZShippingAddress>;

/** The billing address: no e-mail, mobile or landmark required (001 section 5). */
export const ZBillingAddress = z.object({
  firstname,
  lastname,
  address,
  landmark: optional(optionalLandmark),
  pincode,
});
export type TBillingAddress = z.infer<typeof ZBillingAddress>;

/** An order's addresses (001 section 5): shipping, and billing unless it is the same. */
export const ORDER_ADDRESS_FIELDS = {
  shipping_address: ZShippingAddress,
  is_billing_address_same: z.boolean({ error: 'is_billing_address_same is Required!' }),
  billing_address: ZBillingAddress.nullish().transform((v) => v ?? null),
};

/** A billing address is required unless it is the same as the shipping one. */
export function requireBillingUnlessSame(
  v: { is_billing_address_same: boolean; billing_address: unknown },
  ctx: z.RefinementCtx,
): void {
  if (!v.is_billing_address_same && !v.billing_address) {
    ctx.addIssue({
      code: 'custom',
      path: ['billing_address'],
      message: ADDRESS_MESSAGES.billingRequired,
    });
  }
}

/** An address form (place order, customer edit): the same rules the server applies. */
export const ZOrderAddresses = z.object(ORDER_ADDRESS_FIELDS).superRefine(requireBillingUnlessSame);
export type TOrderAddressesInput = z.input<typeof ZOrderAddresses>;
export type TOrderAddresses = z.output<typeof ZOrderAddresses>;

/** POST /api/edit-customer/: the order's addresses, with the order version read. */
export const ZEditCustomerRequest = z
  .object({
    order_random_id: ZOrderRandomId,
    version: ZRowVersion,
    ...ORDER_ADDRESS_FIELDS,
  })
  .superRefine(requireBillingUnlessSame);
export type TEditCustomerRequest = z.infer<typeof ZEditCustomerRequest>;
