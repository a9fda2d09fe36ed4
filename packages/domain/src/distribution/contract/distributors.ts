import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { DISTRIBUTOR_LENGTHS as L, REFERRED_BY } from '../distributor-form';
import { CITY_MAX, STATUS_LABELS, text } from './shared';

/** A distributor as the list shows it. */
export const ZDistributorRow = z.object({
  distributor_code: text(L.codeMax),
  name: text(L.nameMax),
  active: z.boolean(),
  /** 'Disabled - Pending Approval' or 'Active'. */
  status: z.enum(STATUS_LABELS),
  email: text(L.emailMax),
  phone_number: text(L.phone),
  city: text(CITY_MAX),
  state: text(CITY_MAX),
  gst_number: text(L.gst).nullable(),
  is_noc_obtained: z.boolean(),
  referred_by: z.enum(REFERRED_BY),
  is_cod_enabled: z.boolean(),
  credit_limit: z.number(),
  /** The sum of the ledger's entries, rupees (negative when the limit is in use). */
  credit_balance: z.number(),
  /** What an order may still spend: balance plus limit, never below 0. */
  available_credit: z.number(),
  /** Credits above the threshold waiting for a Finance pod leader's approval: in no balance. */
  pending_credit: z.number(),
  version: z.number().int(),
});
export type DistributorRow = z.infer<typeof ZDistributorRow>;

/** GET /api/distributors/. */
export const ZDistributorListAnswer = z.object({
  results: z.array(ZDistributorRow),
  count: z.number().int(),
});
export type DistributorListAnswer = z.infer<typeof ZDistributorListAnswer>;

/** A distributor with every field of the company form. */
export const ZDistributor = ZDistributorRow.extend({
  address: text(L.addressMax),
  landmark: text(L.landmarkMax),
  pincode: text(L.pincode),
  billing_address: text(L.addressMax),
  billing_landmark: text(L.landmarkMax),
  billing_pincode: text(L.pincode),
  billing_city: text(CITY_MAX),
  billing_state: text(CITY_MAX),
  gst_organization: text(L.gstOrganizationMax).nullable(),
  /** When the GSTIN was last found active on the GST register; null until verified. */
  gst_verified_at: ZAnswerTimestamp.nullable(),
  pan: text(L.pan),
  contact_name: text(L.contactNameMax),
  contact_email: text(L.emailMax).nullable(),
  contact_phone: text(L.phone).nullable(),
  created_at: ZAnswerTimestamp,
  updated_at: ZAnswerTimestamp,
});
export type Distributor = z.infer<typeof ZDistributor>;

/** GET /api/distributors/{code}/details/. */
export const ZDistributorDetailsAnswer = z.object({ distributor: ZDistributor });
export type DistributorDetailsAnswer = z.infer<typeof ZDistributorDetailsAnswer>;

/** POST /api/distributors/, PUT {code}/, enable-disable/, toggle-dealer-cod/, verify/. */
export const ZDistributorWriteAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  distributor: ZDistributor,
});
export type DistributorWriteAnswer = z.infer<typeof ZDistributorWriteAnswer>;
