import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { RANDOM_ID_LENGTH } from '../core/constants/global-constants';
import { ITEM_SKU_MAX_LENGTH } from '../sales/catalogue/schemas';
import {
  APPROVABLE_CREDIT_SOURCES,
  CREDIT_APPROVAL_STATUSES,
  CREDIT_DECISION_COMMENT_MAX,
} from './credit-approval';
import { CREDIT_SOURCES, CREDIT_TRANSACTION_TYPES } from './credit-ledger';
import { DISTRIBUTOR_LENGTHS as L, REFERRED_BY } from './distributor-form';
import { DISTRIBUTION_PAYMENT_MODES } from './order-request';
import { DISTRIBUTOR_STATUSES } from './statuses';

/**
 * The answers of the distribution calls (docs/distribution.md), named after the spec's fields
 * (001 section 3, 002 section 3). Money is rupees on the wire (a JSON number with at most two
 * decimals; integer paise inside); times are ISO strings.
 */

const CITY_MAX = 100;
const NAME_MAX = 120;
const LABEL_MAX = 60;
const text = (max: number) => z.string().max(max);

const STATUS_LABELS = DISTRIBUTOR_STATUSES.map((s) => s.label) as [string, ...string[]];

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

/** A credit transaction row (001 section 3): amount, remark, transaction_at, Debit or Credit. */
export const ZCreditLogRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  remark: text(500),
  transaction_at: ZAnswerTimestamp,
  transaction_type: z.enum(CREDIT_TRANSACTION_TYPES),
  source: z.enum(CREDIT_SOURCES),
  /** What the history says the source is ('Manual credit', 'Distributor order' ...). */
  source_label: text(LABEL_MAX),
  order_random_id: text(RANDOM_ID_LENGTH).nullable(),
  /** Who made the entry; null for entries of the system. */
  created_by: text(NAME_MAX).nullable(),
  /** The Finance pod leader who approved a credit above the threshold; null for the others. */
  approved_by: text(NAME_MAX).nullable(),
});
export type CreditLogRow = z.infer<typeof ZCreditLogRow>;

/** A credit above the threshold, waiting for (or given) a Finance pod leader's decision. */
export const ZCreditApprovalRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  remark: text(500),
  transaction_at: ZAnswerTimestamp,
  source: z.enum(APPROVABLE_CREDIT_SOURCES),
  source_label: text(LABEL_MAX),
  status: z.enum(CREDIT_APPROVAL_STATUSES),
  /** 'Pending approval', 'Approved' or 'Rejected'. */
  status_label: text(LABEL_MAX),
  raised_at: ZAnswerTimestamp,
  /** Who raised it (the maker), who may not decide it. */
  raised_by: text(NAME_MAX).nullable(),
  raised_by_login_id: z.number().int().nullable(),
  decided_by: text(NAME_MAX).nullable(),
  decided_at: ZAnswerTimestamp.nullable(),
  decision_comment: text(CREDIT_DECISION_COMMENT_MAX).nullable(),
  version: z.number().int(),
});
export type CreditApprovalRow = z.infer<typeof ZCreditApprovalRow>;

/** The most pending credits the ledger lists (oldest first); `pending_count` tells the rest. */
export const PENDING_CREDITS_SHOWN = 50;

/** GET /api/distributors/{code}/credit-log/: newest first, with the balance now. */
export const ZCreditLogAnswer = z.object({
  results: z.array(ZCreditLogRow),
  count: z.number().int(),
  credit_balance: z.number(),
  credit_limit: z.number(),
  available_credit: z.number(),
  /** Credits waiting for approval, oldest first: in no balance until approved. */
  pending_credits: z.array(ZCreditApprovalRow).max(PENDING_CREDITS_SHOWN),
  pending_count: z.number().int(),
  /** The sum of every pending credit, rupees. */
  pending_total: z.number(),
});
export type CreditLogAnswer = z.infer<typeof ZCreditLogAnswer>;

/**
 * POST /api/distributors/{code}/credit/: the ledger entry, or (above the threshold) the credit
 * waiting for approval, which changes no balance yet.
 */
export const ZManualCreditAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  entry: ZCreditLogRow.nullable(),
  pending_credit: ZCreditApprovalRow.nullable(),
  credit_balance: z.number(),
  available_credit: z.number(),
});
export type ManualCreditAnswer = z.infer<typeof ZManualCreditAnswer>;

/** PUT /api/distributors/{code}/credit-approvals/{id}/: the credit decided, and the balance. */
export const ZCreditDecisionAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  credit: ZCreditApprovalRow,
  /** The ledger entry an approval posted; null on a rejection. */
  entry: ZCreditLogRow.nullable(),
  credit_balance: z.number(),
  available_credit: z.number(),
});
export type CreditDecisionAnswer = z.infer<typeof ZCreditDecisionAnswer>;

/** A distributor price of a SKU (the price list and the add-product popup). */
export const ZDistributionPriceRow = z.object({
  item_sku: text(ITEM_SKU_MAX_LENGTH),
  item_full_name: text(200),
  item_dimensions: text(40),
  /** The distributor price; the catalogue price when the SKU has none. */
  price: z.number(),
  /** The dealer customer price: what the dealer is advised to sell at. */
  dealer_cx_price: z.number().nullable(),
  /** The catalogue's own price and MRP, for comparison. */
  item_price: z.number(),
  item_mrp: z.number(),
  /** 5 when a distributor price is used, 4 otherwise (001 section 9). */
  request_type: z.union([z.literal(4), z.literal(5)]),
  updated_at: ZAnswerTimestamp.nullable(),
});
export type DistributionPriceRow = z.infer<typeof ZDistributionPriceRow>;

/** GET /api/distribution-prices/. */
export const ZDistributionPriceListAnswer = z.object({
  results: z.array(ZDistributionPriceRow),
  count: z.number().int(),
});
export type DistributionPriceListAnswer = z.infer<typeof ZDistributionPriceListAnswer>;

/** A placed distributor order's line, at the price it was placed. */
export const ZDistributionOrderLineView = z.object({
  item_sku: text(ITEM_SKU_MAX_LENGTH),
  item_quantity: z.number().int(),
  price: z.number(),
  dealer_cx_price: z.number().nullable(),
  request_type: z.union([z.literal(4), z.literal(5)]),
});

/** POST /api/place-distrbution-order/. */
export const ZDistributionOrderAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: text(RANDOM_ID_LENGTH),
  /** The new order's page, e.g. /ORDERK7Q2M9XA. */
  order_page: text(40),
  /** Always 5 (Distributor). */
  affiliate_id: z.literal(5),
  distributor_code: text(L.codeMax),
  payment_mode: z.enum(DISTRIBUTION_PAYMENT_MODES),
  total_payable: z.number(),
  lines: z.array(ZDistributionOrderLineView),
  /** The balance and what is still available after the order. */
  credit_balance: z.number(),
  available_credit: z.number(),
});
export type DistributionOrderAnswer = z.infer<typeof ZDistributionOrderAnswer>;
