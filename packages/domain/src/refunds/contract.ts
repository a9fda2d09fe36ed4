import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { REFUND_ACTION_TYPES } from './actions';
import {
  REFUND_AUTOMATION_STATUS_CODES,
  REFUND_RESOLUTION_CODES,
  type RefundAutomationStatus,
} from './automation';
import { BANK_DETAILS_SOURCES, BANK_VERIFICATION_STATUS_CODES } from './bank-details';

/**
 * The answers of the refund calls (docs/refunds.md "Calls"). Money is rupees on the wire
 * (integer paise inside); times are ISO strings. Every string is bounded.
 */

const ZText = z.string().max(200);
const ZLongText = z.string().max(2000);
const ZInt = z.number().int();
const ZAutomationStatus = z.enum(
  REFUND_AUTOMATION_STATUS_CODES as [RefundAutomationStatus, ...RefundAutomationStatus[]],
);
const ZPlatform = z.enum(['product', 'affiliate']);

/** A member of staff named in an answer. */
export const ZRefundStaffRef = z.object({ login_id: ZInt, name: ZText });
export type TRefundStaffRef = z.infer<typeof ZRefundStaffRef>;

/** A refund as every write answers it. */
export const ZRefundSummary = z.object({
  refund_id: ZInt,
  version: ZInt,
  category_id: ZInt,
  category_slug: ZText,
  platform: ZPlatform,
  order_random_id: ZText,
  cart_id: ZInt,
  affiliate_id: ZInt,
  amount: z.number(),
  status: ZInt,
  status_label: ZText,
  automation_status: ZAutomationStatus,
  updated_at: ZAnswerTimestamp,
});
export type TRefundSummary = z.infer<typeof ZRefundSummary>;

/** A write's answer: the spec's message and the refund after it. */
export const ZRefundWriteResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  refund: ZRefundSummary,
});
export type TRefundWriteResponse = z.infer<typeof ZRefundWriteResponse>;

// ---- Lists ------------------------------------------------------------------------------------

/** One row of a refund list (GET get-refund-details/{category}/{platform}/{status}/). */
export const ZRefundListRow = z.object({
  refund_id: ZInt,
  version: ZInt,
  order_random_id: ZText,
  cart_id: ZInt,
  affiliate_id: ZInt,
  customer_name: ZText,
  customer_mobile: ZText,
  item_sku: ZText,
  item_name: ZText,
  amount: z.number(),
  status: ZInt,
  status_label: ZText,
  automation_status: ZAutomationStatus,
  /** The open trouble's reason (Refund Trouble), else null. */
  trouble_reason_id: ZInt.nullable(),
  trouble_reason: ZText.nullable(),
  has_bank_details: z.boolean(),
  bank_details_verified: z.boolean(),
  comments: ZLongText.nullable(),
  created_at: ZAnswerTimestamp,
  updated_at: ZAnswerTimestamp,
});
export type TRefundListRow = z.infer<typeof ZRefundListRow>;

/**
 * A refund list page: the tab's rows, its `count`, the counts of every status of the platform
 * (by status slug) under the same filter, and their `total`.
 */
export const ZRefundListResponse = z.object({
  count: ZInt,
  limit: ZInt,
  offset: ZInt,
  results: z.array(ZRefundListRow),
  counts: z.record(z.string().max(40), ZInt),
  total: ZInt,
});
export type TRefundListResponse = z.infer<typeof ZRefundListResponse>;

// ---- One refund -------------------------------------------------------------------------------

/** A refund's bank account as staff see it (the number masked but for its last 4 digits). */
export const ZRefundBankDetails = z.object({
  account_holder_name: ZText,
  account_number_masked: z.string().max(30),
  ifsc: z.string().max(11),
  source: z.enum(BANK_DETAILS_SOURCES),
  verification_status: z.enum(BANK_VERIFICATION_STATUS_CODES),
  /** The holder's name the bank gave when verified, else null. */
  name_at_bank: ZText.nullable(),
  verified_by: ZRefundStaffRef.nullable(),
  verified_at: ZAnswerTimestamp.nullable(),
  updated_at: ZAnswerTimestamp,
});
export type TRefundBankDetails = z.infer<typeof ZRefundBankDetails>;

/** The latest bank-details link sent to the customer. */
export const ZRefundBankLink = z.object({
  sent_at: ZAnswerTimestamp,
  expires_at: ZAnswerTimestamp,
  used_at: ZAnswerTimestamp.nullable(),
});
export type TRefundBankLink = z.infer<typeof ZRefundBankLink>;

/** A trouble of a refund: raised with a reason, resolved with details. */
export const ZRefundTrouble = z.object({
  id: ZInt,
  refund_id: ZInt,
  trouble_reason: ZInt,
  trouble_reason_label: ZText,
  comments: ZLongText.nullable(),
  raised_by: ZRefundStaffRef.nullable(),
  raised_at: ZAnswerTimestamp,
  resolution_details: ZLongText.nullable(),
  resolved_by: ZRefundStaffRef.nullable(),
  resolved_at: ZAnswerTimestamp.nullable(),
});
export type TRefundTrouble = z.infer<typeof ZRefundTrouble>;

/** One sentence of a refund's history: who did what, when, and why. */
export const ZRefundEvent = z.object({
  at: ZAnswerTimestamp,
  by: ZRefundStaffRef.nullable(),
  sentence: ZAnswerMessage,
  from_status: ZInt.nullable(),
  to_status: ZInt.nullable(),
  comments: ZLongText.nullable(),
});
export type TRefundEvent = z.infer<typeof ZRefundEvent>;

/** GET refund-details/{refund_id}/: the refund with its cart, payment and bank details. */
export const ZRefundDetailsResponse = z.object({
  refund: ZRefundSummary.extend({
    category_label: ZText,
    comments: ZLongText.nullable(),
    raised_by: ZRefundStaffRef.nullable(),
    created_at: ZAnswerTimestamp,
  }),
  customer: z.object({ name: ZText, mobile_number: ZText, email: ZText.nullable() }),
  cart: z.object({
    cart_id: ZInt,
    affiliate_id: ZInt,
    item_sku: ZText,
    item_name: ZText,
    item_quantity: ZInt,
    orm_order_status: ZInt,
    status_label: ZText,
  }),
  /** The cart's money: what it costs, what was paid, refunded (not cancelled) and left. */
  payment: z.object({
    cart_due: z.number(),
    order_paid: z.number(),
    cart_refunded: z.number(),
    refundable: z.number(),
  }),
  bank_details: ZRefundBankDetails.nullable(),
  bank_link: ZRefundBankLink.nullable(),
  open_trouble: ZRefundTrouble.nullable(),
  events: z.array(ZRefundEvent),
});
export type TRefundDetailsResponse = z.infer<typeof ZRefundDetailsResponse>;

/** One item of refund-items-list: the cart's item with the refund's statuses and colours. */
export const ZRefundItem = z.object({
  cart_id: ZInt,
  item_sku: ZText,
  item_name: ZText,
  item_quantity: ZInt,
  item_price: z.number(),
  refund_amount: z.number(),
  refund_item_status: ZInt,
  refund_item_status_label: ZText,
  refund_item_status_color: z.string().max(20),
  automation_status: ZAutomationStatus,
  automation_status_label: ZText,
  automation_status_color: z.string().max(20),
});
export type TRefundItem = z.infer<typeof ZRefundItem>;

/** GET refund-items-list/{refund_id}/. */
export const ZRefundItemsResponse = z.object({ results: z.array(ZRefundItem) });
export type TRefundItemsResponse = z.infer<typeof ZRefundItemsResponse>;

/** An action the refund allows, as refund-status lists it. */
export const ZRefundAllowedAction = z.object({
  action_type: z.enum(REFUND_ACTION_TYPES),
  label: ZText,
  to_status: ZInt,
  needs_comments: z.boolean(),
  needs_trouble_reason: z.boolean(),
});
export type TRefundAllowedAction = z.infer<typeof ZRefundAllowedAction>;

/** GET refund-status/{refund_id}/: the platform's statuses and what may be done now. */
export const ZRefundStatusResponse = z.object({
  refund_id: ZInt,
  version: ZInt,
  status: ZInt,
  status_label: ZText,
  automation_status: ZAutomationStatus,
  statuses: z.array(z.object({ id: ZInt, label: ZText, slug: ZText })),
  actions: z.array(ZRefundAllowedAction),
  trouble_reasons: z.array(z.object({ id: ZInt, label: ZText, disabled: z.boolean() })),
  /** Whether the resolution popup applies (automation in manual review). */
  can_resolve: z.boolean(),
});
export type TRefundStatusResponse = z.infer<typeof ZRefundStatusResponse>;

/** One row of the refund transaction details popup (001 section 3). */
export const ZRefundTransaction = z.object({
  payment_source: ZText,
  transaction_id: ZText,
  transaction_amount: z.number(),
  debited_amount: z.number(),
  refunded_amount: z.number(),
  subvention_amount: z.number(),
  is_no_cost_emi: z.boolean(),
  amount_requested_for_refund: z.number(),
});
export type TRefundTransaction = z.infer<typeof ZRefundTransaction>;

/** GET refund-transaction-details/{refund_id}/. */
export const ZRefundTransactionsResponse = z.object({ results: z.array(ZRefundTransaction) });
export type TRefundTransactionsResponse = z.infer<typeof ZRefundTransactionsResponse>;

/** One row of the refund history popup (001 section 3): a refund the gateway made. */
export const ZRefundHistoryItem = z.object({
  reference_id: ZText,
  payment_gateway: ZText,
  refund_amount: z.number(),
  arn_number: ZText.nullable(),
  refund_timestamp: ZAnswerTimestamp,
});
export type TRefundHistoryItem = z.infer<typeof ZRefundHistoryItem>;

/** GET refund-history/{refund_id}/. */
export const ZRefundHistoryResponse = z.object({ results: z.array(ZRefundHistoryItem) });
export type TRefundHistoryResponse = z.infer<typeof ZRefundHistoryResponse>;

// ---- Trouble and resolution -------------------------------------------------------------------

/** GET trouble-resolution-details?refund_id=: the refund's troubles, newest first. */
export const ZTroubleResolutionResponse = z.object({ results: z.array(ZRefundTrouble) });
export type TTroubleResolutionResponse = z.infer<typeof ZTroubleResolutionResponse>;

/** One resolution item (001 section 3): a gateway attempt of the refund. */
export const ZResolutionItem = z.object({
  refund_id: ZInt,
  unique_refund_request_id: ZText,
  transaction_id: ZText,
  payment_gateway: ZText,
  amount: z.number(),
  /** The attempt's automation status. */
  status: ZAutomationStatus,
  /** The resolution chosen for it, or null while none is. */
  resolution_status: z.enum(REFUND_RESOLUTION_CODES).nullable(),
  last_updated_on: ZAnswerTimestamp,
});
export type TResolutionItem = z.infer<typeof ZResolutionItem>;

/** GET resolution-details/{refund_id}/. */
export const ZResolutionDetailsResponse = z.object({ results: z.array(ZResolutionItem) });
export type TResolutionDetailsResponse = z.infer<typeof ZResolutionDetailsResponse>;

// ---- Bank details (RF2) -----------------------------------------------------------------------

/** verify-bank-details/: the verification's finding and the refund's bank details after it. */
export const ZVerifyBankDetailsResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  bank_details: ZRefundBankDetails,
  refund: ZRefundSummary,
});
export type TVerifyBankDetailsResponse = z.infer<typeof ZVerifyBankDetailsResponse>;

/** update-bank-details/. */
export const ZUpdateBankDetailsResponse = ZVerifyBankDetailsResponse;
export type TUpdateBankDetailsResponse = z.infer<typeof ZUpdateBankDetailsResponse>;

/** refunds/send-bank-details-form-url/. */
export const ZSendBankDetailsFormUrlResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  bank_link: ZRefundBankLink,
  refund: ZRefundSummary,
});
export type TSendBankDetailsFormUrlResponse = z.infer<typeof ZSendBankDetailsFormUrlResponse>;

/** GET of the public bank-details page: what the customer sees before typing. */
export const ZBankLinkPageResponse = z.object({
  order_random_id: ZText,
  customer_first_name: ZText,
  amount: z.number(),
  expires_at: ZAnswerTimestamp,
  /** True once the one submission was made. */
  used: z.boolean(),
  expired: z.boolean(),
});
export type TBankLinkPageResponse = z.infer<typeof ZBankLinkPageResponse>;

/** POST of the public bank-details page. */
export const ZBankLinkSubmissionResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
});
export type TBankLinkSubmissionResponse = z.infer<typeof ZBankLinkSubmissionResponse>;

/** update-amount/. */
export const ZUpdateRefundAmountResponse = ZRefundWriteResponse;
export type TUpdateRefundAmountResponse = TRefundWriteResponse;

// ---- Initiation (RF4) -------------------------------------------------------------------------

/** Every initiation: 'Refund Initiated!' and the new refund. */
export const ZRefundInitiatedAnswer = ZRefundWriteResponse;
export type TRefundInitiatedAnswer = TRefundWriteResponse;

/** GET wallet/usable/crm/: the wallet credit a customer may use now. */
export const ZWalletUsableResponse = z.object({
  mobile_number: ZText,
  usable_amount: z.number(),
  entries: z.array(
    z.object({
      amount: z.number(),
      remark: ZText,
      credited_at: ZAnswerTimestamp,
      usable_until: ZAnswerDay.nullable(),
    }),
  ),
});
export type TWalletUsableResponse = z.infer<typeof ZWalletUsableResponse>;

/** refunds/refund-to-wallet/. */
export const ZRefundToWalletResponse = ZRefundWriteResponse;
export type TRefundToWalletResponse = TRefundWriteResponse;
