import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { BANK_DETAILS_SOURCES, BANK_VERIFICATION_STATUS_CODES } from '../bank-details';
import { ZAutomationStatus, ZInt, ZLongText, ZText } from './primitives';
import { ZRefundStaffRef, ZRefundSummary } from './summary';

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
