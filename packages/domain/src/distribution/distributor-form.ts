import { z } from 'zod';
import { ZRupeesToPaise } from '../core/validation/amount';
import { PATTERNS } from '../core/validation/patterns';
import { wireNumber } from '../core/validation/wire-number';
import { ZAddressGstNumber, ZAddressLandmark, ZAddressPincode } from '../orders/address';
import { DISTRIBUTION_MESSAGES as M } from './messages';

/** Lengths of the distributor company form (001 section 9, and ours where it gives none). */
export const DISTRIBUTOR_LENGTHS = {
  nameMin: 3,
  nameMax: 120,
  contactNameMax: 80,
  emailMax: 254,
  phone: 10,
  pan: 10,
  gst: 15,
  gstOrganizationMax: 200,
  addressMin: 5,
  addressMax: 500,
  landmarkMin: 3,
  landmarkMax: 100,
  pincode: 6,
  codeMax: 20,
} as const;
const L = DISTRIBUTOR_LENGTHS;

/** Who referred a distributor (002 section 3). */
export const REFERRED_BY = ['Distribution', 'Partnership'] as const;
export type ReferredBy = (typeof REFERRED_BY)[number];

/** A SAP code: 3 to 20 capitals, digits or dashes (typed in any case). */
export const DISTRIBUTOR_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

const TEN_DIGITS = /^\d{10}$/;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** An optional text: missing, null or blank is null. */
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    schema
      .nullable()
      .optional()
      .transform((x) => x ?? null),
  );

const email = (requiredMessage: string, invalid: string) =>
  required(requiredMessage)
    .max(L.emailMax, M.tooLong('Email', L.emailMax))
    .toLowerCase()
    .regex(PATTERNS.email, invalid);
const phone = (requiredMessage: string, invalid: string) =>
  required(requiredMessage).max(L.phone, invalid).regex(TEN_DIGITS, invalid);
const address = (requiredMessage: string) =>
  required(requiredMessage)
    .min(L.addressMin, M.addressInvalid)
    .max(L.addressMax, M.tooLong('Address', L.addressMax));
/** The address forms' landmark and pincode rules (orders/address), the same texts. */
const landmark = ZAddressLandmark;
const pincode = ZAddressPincode;

/** A SAP code as typed: upper-cased, 3 to 20 letters, digits or dashes. */
export const ZDistributorCode = required(M.codeRequired)
  .max(L.codeMax, M.codeInvalid)
  .toUpperCase()
  .regex(DISTRIBUTOR_CODE_PATTERN, M.codeInvalid);

/** A PAN as typed: upper-cased, 5 capitals, 4 digits, 1 capital ('Invalid Pan Number!'). */
export const ZDistributorPan = required(M.panRequired)
  .max(L.pan, M.panInvalid)
  .toUpperCase()
  .regex(PATTERNS.panNumber, M.panInvalid);

/** A GSTIN as typed: upper-cased, the GST pattern (the address forms' rule, orders/address). */
export const ZDistributorGst = ZAddressGstNumber;

/**
 * The distributor company form's fields (001 and 002 section 5): company name, contact name,
 * e-mail, phone (10 digits), PAN, shipping and billing address, landmark and pincode (6 digits)
 * required; GSTIN required unless NOC obtained is ticked; referred_by Distribution or
 * Partnership. City and state are not typed: the server reads them from the pincode directory.
 * The credit limit (rupees) is optional and only FINANCE may change it (statuses.ts).
 */
const DISTRIBUTOR_FIELDS = {
  name: required(M.nameRequired)
    .min(L.nameMin, M.minimumThree)
    .max(L.nameMax, M.tooLong('Company Name', L.nameMax)),
  email: email(M.emailRequired, M.emailInvalid),
  phone_number: phone(M.phoneRequired, M.phoneInvalid),
  address: address(M.addressRequired),
  landmark,
  pincode,
  billing_address: address(M.billingAddressRequired),
  billing_landmark: landmark,
  billing_pincode: pincode,
  is_noc_obtained: z.boolean().default(false),
  gst_number: optional(ZDistributorGst),
  gst_organization: optional(z.string().trim().max(L.gstOrganizationMax, M.gstOrganizationTooLong)),
  pan: ZDistributorPan,
  contact_name: required(M.contactNameRequired)
    .min(L.nameMin, M.minimumThree)
    .max(L.contactNameMax, M.tooLong('Contact Name', L.contactNameMax)),
  contact_email: optional(email(M.emailRequired, M.contactEmailInvalid)),
  contact_phone: optional(phone(M.phoneRequired, M.contactPhoneInvalid)),
  referred_by: z.enum(REFERRED_BY, { error: M.referredByRequired }),
  credit_limit: ZRupeesToPaise.nullish().transform((v) => v ?? null),
};

/** GSTIN required unless NOC obtained; with NOC the GSTIN is dropped. */
function requireGstUnlessNoc(
  v: { is_noc_obtained: boolean; gst_number: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!v.is_noc_obtained && v.gst_number === null) {
    ctx.addIssue({ code: 'custom', path: ['gst_number'], message: M.gstRequired });
  }
}

/** POST /api/distributors/: a new distributor (starts Disabled - Pending Approval). */
export const ZDistributorCreateRequest = z
  .object({ distributor_code: ZDistributorCode, ...DISTRIBUTOR_FIELDS })
  .superRefine(requireGstUnlessNoc);
export type TDistributorCreateRequestInput = z.input<typeof ZDistributorCreateRequest>;
export type TDistributorCreateRequest = z.output<typeof ZDistributorCreateRequest>;

/** The version of a row the screen read (a stale one is a 409). */
export const ZVersion = z
  .number({ error: M.versionRequired })
  .int(M.versionRequired)
  .min(1, M.versionRequired)
  .max(2_147_483_647, M.versionRequired);

/** PUT /api/distributors/{code}/: the same fields (the code never changes) and the version read. */
export const ZDistributorUpdateRequest = z
  .object({ ...DISTRIBUTOR_FIELDS, version: ZVersion })
  .superRefine(requireGstUnlessNoc);
export type TDistributorUpdateRequestInput = z.input<typeof ZDistributorUpdateRequest>;
export type TDistributorUpdateRequest = z.output<typeof ZDistributorUpdateRequest>;

/** The {code} of a distributor's path. */
export const ZDistributorCodeParams = z.object({ code: ZDistributorCode });

/** PUT /api/distributors/{code}/enable-disable/: the status Finance sets. */
export const ZDistributorStatusRequest = z.object({
  active: z.boolean({ error: 'active is Required!' }),
  version: ZVersion,
});
export type TDistributorStatusRequest = z.infer<typeof ZDistributorStatusRequest>;

/** PUT /api/distributors/{code}/toggle-dealer-cod/: whether the dealer may order cash on delivery. */
export const ZDealerCodToggleRequest = z.object({
  is_cod_enabled: z.boolean({ error: 'is_cod_enabled is Required!' }),
  version: ZVersion,
});
export type TDealerCodToggleRequest = z.infer<typeof ZDealerCodToggleRequest>;

/** The longest remark of a credit entry. */
export const CREDIT_REMARK_MAX = 500;

/** POST /api/distributors/{code}/credit/: a manual credit (rupees) with a remark. */
export const ZManualCreditRequest = z.object({
  amount: ZRupeesToPaise.refine((paise) => paise > 0, M.amountPositive),
  remark: required(M.remarkRequired).max(CREDIT_REMARK_MAX, M.tooLong('Remark', CREDIT_REMARK_MAX)),
});
export type TManualCreditRequestInput = z.input<typeof ZManualCreditRequest>;
export type TManualCreditRequest = z.output<typeof ZManualCreditRequest>;

/** The largest page of a distribution list. */
export const DISTRIBUTION_PAGE_MAX = 100;
const ZPaging = {
  limit: wireNumber(z.number().int().min(1).max(DISTRIBUTION_PAGE_MAX)).default(20),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
};

/** A list's search text: at most 100 characters; empty or missing is null. */
const ZSearch = z
  .string()
  .trim()
  .max(100, M.searchTooLong)
  .optional()
  .transform((v) => v || null);

/** GET /api/distributors/?search=&active=&limit=&offset=: name, SAP code, e-mail, phone or GSTIN. */
export const ZDistributorListQuery = z.object({
  search: ZSearch,
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? null : v === 'true')),
  ...ZPaging,
});
export type TDistributorListQuery = z.output<typeof ZDistributorListQuery>;

/** GET /api/distributors/{code}/credit-log/?limit=&offset=. */
export const ZCreditLogQuery = z.object(ZPaging);
export type TCreditLogQuery = z.output<typeof ZCreditLogQuery>;

/**
 * GET /api/distribution-prices/?search=&only_priced=&limit=&offset=: the catalogue's active SKUs
 * at distributor prices (the product picker), or only those with a distributor price (the price
 * list).
 */
export const ZDistributionPriceQuery = z.object({
  search: ZSearch,
  only_priced: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  ...ZPaging,
});
export type TDistributionPriceQuery = z.output<typeof ZDistributionPriceQuery>;

/** POST /api/distributors/{code}/verify/: the version the screen read. */
export const ZDistributorVerifyRequest = z.object({ version: ZVersion });
export type TDistributorVerifyRequest = z.infer<typeof ZDistributorVerifyRequest>;
