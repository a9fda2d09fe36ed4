import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { ZCourierTracking } from '../orders/contract';
import { ZFormField } from './dynamic-form';
import { REQUEST_KINDS, RETURN_REQUEST_TYPE_CODES } from './request-types';

/**
 * The answers of the returns area (docs/returns.md): requests, lists, replacements and issues,
 * pickups, lost products, RTS, challans and refunds of returns. Money is rupees on the wire
 * (integer paise inside); times are ISO strings, days YYYY-MM-DD. Every string is bounded.
 */

const ZText = z.string().max(200);
const ZLongText = z.string().max(2000);
const ZInt = z.number().int();

/** A member of staff named in an answer. */
export const ZReturnStaffRef = z.object({ login_id: ZInt, name: ZText });

/** A file kept with a request (the file store's key; the web fetches it through the API). */
export const ZRequestFile = z.object({
  key: z.string().max(300),
  name: ZText,
  size: ZInt,
  content_type: z.string().max(100),
});
export type RequestFile = z.infer<typeof ZRequestFile>;

/** An item of a request: what is returned, replaced or issued (001 request item types). */
export const ZRequestItem = z.object({
  id: ZInt,
  item_type_id: ZInt.nullable(),
  item_type_label: ZText.nullable(),
  item_sku: ZText,
  item_name: ZText,
  part_code: ZText.nullable(),
  quantity: ZInt,
});
export type RequestItem = z.infer<typeof ZRequestItem>;

/** One customer request (return, replacement or issue) as every call answers it. */
export const ZCustomerRequest = z.object({
  id: ZInt,
  version: ZInt,
  order_random_id: ZText,
  cart_pid: ZInt,
  affiliate_id: ZInt,
  request_type: z.enum(RETURN_REQUEST_TYPE_CODES),
  request_type_label: ZText,
  kind: z.enum(REQUEST_KINDS),
  reason_id: ZInt,
  sub_reason_id: ZInt.nullable(),
  /** "Reason: sub-reason". */
  reason: ZText,
  quantity: ZInt,
  comments: ZLongText,
  /** The form's other answers (pickup date, packaging, refund payment) as submitted. */
  answers: z.record(z.string().max(60), z.unknown()),
  files: z.array(ZRequestFile),
  items: z.array(ZRequestItem),
  status: ZInt,
  status_label: ZText,
  /** The cart's status before the request, restored when it is cancelled. */
  from_status: ZInt,
  is_open: z.boolean(),
  is_cancelled: z.boolean(),
  hold_sub_reason_id: ZInt.nullable(),
  hold_sub_reason: ZText.nullable(),
  current_pickup_id: ZInt.nullable(),
  created_by: ZReturnStaffRef,
  created_at: ZAnswerTimestamp,
  updated_at: ZAnswerTimestamp,
});
export type CustomerRequest = z.infer<typeof ZCustomerRequest>;

// ---- Lists ----------------------------------------------------------------------------------

/**
 * One row of a returns list: a cart in a return status with its open (or latest) request. An
 * RTS cart has no request: its request fields are null.
 */
export const ZReturnListRow = z.object({
  cart_pid: ZInt,
  /** The cart's version (RTS calls name it). */
  cart_version: ZInt,
  order_random_id: ZText,
  affiliate_id: ZInt,
  channel: ZText,
  customer_name: ZText,
  mobile_number: ZText,
  item_sku: ZText,
  item_name: ZText,
  item_quantity: ZInt,
  status: ZInt,
  status_label: ZText,
  status_changed_at: ZAnswerTimestamp,
  assigned_to: ZReturnStaffRef.nullable(),
  request_id: ZInt.nullable(),
  /** The request's version (the request calls name it). */
  request_version: ZInt.nullable(),
  request_type: z.enum(RETURN_REQUEST_TYPE_CODES).nullable(),
  request_type_label: ZText.nullable(),
  kind: z.enum(REQUEST_KINDS).nullable(),
  reason: ZText.nullable(),
  quantity: ZInt.nullable(),
  hold_sub_reason: ZText.nullable(),
  requested_at: ZAnswerTimestamp.nullable(),
  requested_by: ZReturnStaffRef.nullable(),
});
export type ReturnListRow = z.infer<typeof ZReturnListRow>;

/** A returns list page (GET return-replace-orders/..., its /search/ and return-replace-ops/...). */
export const ZReturnListResponse = z.object({
  count: ZInt,
  limit: ZInt,
  offset: ZInt,
  results: z.array(ZReturnListRow),
});
export type ReturnListResponse = z.infer<typeof ZReturnListResponse>;

/** The tab counts of the returns lists, by status slug (kept in cart_status_counts). */
export const ZReturnTabCountsResponse = z.object({ counts: z.record(z.string().max(60), ZInt) });
export type ReturnTabCountsResponse = z.infer<typeof ZReturnTabCountsResponse>;

// ---- Customer requests -----------------------------------------------------------------------

/** The cart a customer request form is for. */
export const ZRequestCart = z.object({
  cart_pid: ZInt,
  affiliate_id: ZInt,
  order_random_id: ZText,
  item_sku: ZText,
  item_name: ZText,
  item_quantity: ZInt,
  orm_order_status: ZInt,
  status_label: ZText,
  /** The cart's version: the initiate call names it. */
  version: ZInt,
});

/** GET customer-requests/{affiliate_id}/{id}/create/data: the form's descriptors. */
export const ZCreateDataResponse = z.object({
  cart: ZRequestCart,
  /** Whether a request may be raised now; `refusal` says why not. */
  can_request: z.boolean(),
  refusal: ZAnswerMessage.nullable(),
  fields: z.array(ZFormField),
});
export type CreateDataResponse = z.infer<typeof ZCreateDataResponse>;

/** The answer of every request step (initiate, approve, process, cancel, status, hold). */
export const ZRequestActionResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  request: ZCustomerRequest,
});
export type RequestActionResponse = z.infer<typeof ZRequestActionResponse>;

// ---- Replacements and issues (R3) ------------------------------------------------------------

/** A replacement product of a request. */
export const ZReplacement = z.object({
  id: ZInt,
  version: ZInt,
  request_id: ZInt,
  cart_pid: ZInt,
  item_sku: ZText,
  item_name: ZText,
  item_dimensions: ZText,
  quantity: ZInt,
  /** Rupees with 2 decimals, or null when no dealer price applies. */
  dealer_cx_price: z.number().nullable(),
  /** The cart the replacement ships as (Confirmed when created; the warehouse fulfils it). */
  new_cart_pid: ZInt.nullable(),
  created_by: ZReturnStaffRef,
  created_at: ZAnswerTimestamp,
  updated_at: ZAnswerTimestamp,
});
export type Replacement = z.infer<typeof ZReplacement>;

/** A request of a cart's read, with its replacement (null when it has none), to modify it later. */
export const ZCartRequest = ZCustomerRequest.extend({ replacement: ZReplacement.nullable() });
export type CartRequest = z.infer<typeof ZCartRequest>;

/** GET customer-requests/{affiliate_id}/{cart_pid}/get: the cart's requests, newest first. */
export const ZCartRequestsResponse = z.object({ results: z.array(ZCartRequest) });
export type CartRequestsResponse = z.infer<typeof ZCartRequestsResponse>;

/** /replacements/create/ and edit-replacement/: 'Replacement Created!', 'Replacement Modified!'. */
export const ZReplacementResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  replacement: ZReplacement,
});
export type ReplacementResponse = z.infer<typeof ZReplacementResponse>;

/** Issuing packaging, accessories, parts, packages or a missing item. */
export const ZIssueResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  request: ZCustomerRequest,
});
export type IssueResponse = z.infer<typeof ZIssueResponse>;

// ---- Pickups (R2) ----------------------------------------------------------------------------

/** A return pickup. */
export const ZReturnPickup = z.object({
  id: ZInt,
  version: ZInt,
  request_id: ZInt,
  pickup_date: ZAnswerDay,
  status: ZText,
  docket_number: ZText.nullable(),
  courier: ZText.nullable(),
  created_at: ZAnswerTimestamp,
});
export type ReturnPickup = z.infer<typeof ZReturnPickup>;

/** Schedule, change, reschedule or cancel a pickup. */
export const ZPickupResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  pickup: ZReturnPickup,
  request: ZCustomerRequest,
});
export type PickupResponse = z.infer<typeof ZPickupResponse>;

/** One row of the pickup log (001 section 3 "Pickup history"). */
export const ZPickupHistoryRow = z.object({
  pickup_status: ZText,
  create_timestamp: ZAnswerTimestamp,
  docket_number: ZText.nullable(),
  pending_reason_text: ZText.nullable(),
  pickup_attempted_on: ZAnswerTimestamp.nullable(),
  attempted_by: ZText.nullable(),
});
/** GET returns/pickup-history/: empty shows 'No PickUp History...'. */
export const ZPickupHistoryResponse = z.object({ results: z.array(ZPickupHistoryRow) });
export type PickupHistoryResponse = z.infer<typeof ZPickupHistoryResponse>;

/** GET returns/return-tat: the time each step took. */
export const ZReturnTatResponse = z.object({
  steps: z.array(
    z.object({
      status: ZInt,
      label: ZText,
      at: ZAnswerTimestamp,
      hours_since_previous: z.number().nullable(),
      /** Whole minutes since the step before (0 for the first) and since the request. */
      minutes_from_previous: ZInt,
      minutes_from_start: ZInt,
      /** The time the step took, as the popup reads it ("1 d 3 h"). */
      tat: ZText,
    }),
  ),
});
export type ReturnTatResponse = z.infer<typeof ZReturnTatResponse>;

// ---- Money, challans, lost products (R2) ------------------------------------------------------

/** A refund of a return or of an RTS, as refund-detail/ lists a cart's refunds. */
export const ZReturnRefund = z.object({
  id: ZInt,
  version: ZInt,
  category_id: ZInt,
  platform: z.enum(['product', 'affiliate']),
  cart_pid: ZInt,
  order_random_id: ZText,
  amount: z.number(),
  status: ZInt,
  status_label: ZText,
  automation_status: ZText,
  created_by: ZReturnStaffRef.nullable(),
  created_at: ZAnswerTimestamp,
});
export type ReturnRefund = z.infer<typeof ZReturnRefund>;

/** GET /refund-detail/: a cart's refunds, newest first. */
export const ZRefundDetailResponse = z.object({ results: z.array(ZReturnRefund) });
export type RefundDetailResponse = z.infer<typeof ZRefundDetailResponse>;

/** /request-refund, rts/refund/: 'Refund Initiated!'. */
export const ZRefundInitiatedResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  refund: ZReturnRefund,
});
export type RefundInitiatedResponse = z.infer<typeof ZRefundInitiatedResponse>;

/** One credit transaction (001 section 3); empty shows 'Credit History Not Found!'. */
export const ZCreditTransactionRow = z.object({
  amount: z.number(),
  remark: ZText,
  transaction_at: ZAnswerTimestamp,
  transaction_type: z.enum(['Debit', 'Credit']),
});
export const ZCreditHistoryResponse = z.object({ results: z.array(ZCreditTransactionRow) });
export type CreditHistoryResponse = z.infer<typeof ZCreditHistoryResponse>;

/** A COD challan (001 section 3 "Challan"). */
export const ZChallan = z.object({
  challan_id: ZInt,
  cod_sheet_id: ZInt,
  amount: z.number(),
  upload_by: ZText,
  deposited_date: ZAnswerDay,
  attachments: z.array(z.string().max(300)),
});
export const ZChallanListResponse = z.object({ results: z.array(ZChallan) });
export type ChallanListResponse = z.infer<typeof ZChallanListResponse>;

/** A plain success answer of the steps that change no request (a message to toast). */
export const ZReturnMessageResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
});
export type ReturnMessageResponse = z.infer<typeof ZReturnMessageResponse>;

// ---- Issued items and /missing-items (R3) ----------------------------------------------------

/** Items issued for a cart without a return (packaging, missing item, accessory, parts, packages). */
export const ZIssuedItem = z.object({
  id: ZInt,
  version: ZInt,
  order_random_id: ZText,
  affiliate_id: ZInt,
  cart_pid: ZInt,
  item_sku: ZText,
  item_name: ZText,
  request_id: ZInt.nullable(),
  item_type_id: ZInt,
  item_type_label: ZText,
  description: ZText,
  quantity: ZInt,
  parts_data: z.array(z.object({ part_code: ZText, name: ZText, item_quantity: ZInt })),
  status: z.enum(['pending', 'fulfilled']),
  status_label: ZText,
  comments: ZLongText,
  created_by: ZReturnStaffRef.nullable(),
  created_at: ZAnswerTimestamp,
  fulfilled_by: ZReturnStaffRef.nullable(),
  fulfilled_at: ZAnswerTimestamp.nullable(),
});
export type IssuedItem = z.infer<typeof ZIssuedItem>;

/** returns/issue-items/ and returns/issue-packaging/: 'Successfully Issued!', 'Packaging issued!'. */
export const ZIssueItemsAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  issued_item_id: ZInt,
  cart_pid: ZInt,
  /** The cart's version after the issue. */
  version: ZInt,
});
export type IssueItemsAnswer = z.infer<typeof ZIssueItemsAnswer>;

/** GET returns/cart-parts/:cart_pid/: the parts of the cart's item, ranges for its quantity. */
export const ZCartPartsResponse = z.object({
  cart_pid: ZInt,
  item_sku: ZText,
  /** The cart's quantity: a part's range is min_value to max_value times this. */
  max_quantity: ZInt,
  result: z.array(z.object({ part_code: ZText, name: ZText, min_value: ZInt, max_value: ZInt })),
});
export type CartPartsResponse = z.infer<typeof ZCartPartsResponse>;

/** GET returns/issued-items/:cart_pid/: a cart's issued items, newest first. */
export const ZCartIssuedItemsResponse = z.object({ results: z.array(ZIssuedItem) });
export type CartIssuedItemsResponse = z.infer<typeof ZCartIssuedItemsResponse>;

/** GET /missing-items/: a page of missing items (count of the filter, then the page). */
export const ZMissingItemsResponse = z.object({
  count: ZInt,
  limit: ZInt,
  offset: ZInt,
  results: z.array(ZIssuedItem),
});
export type MissingItemsResponse = z.infer<typeof ZMissingItemsResponse>;

/** POST /missing-items/:id/fulfil/: 'Updated Successfully!' with the item as it is now. */
export const ZMissingItemFulfilledResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  item: ZIssuedItem,
});
export type MissingItemFulfilledResponse = z.infer<typeof ZMissingItemFulfilledResponse>;

// ---- Pickup steps, tracking and lost product orders (R2) ---------------------------------------

/**
 * The answer of a pickup or warehouse step (change-pickup-date/, cancel, dockets, refresh, lost,
 * RTS): the message to toast, the request's new version and status, and its pickup.
 */
export const ZReturnStepResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  request_id: ZInt,
  version: ZInt,
  status: ZInt,
  status_label: ZText,
  pickup: ZReturnPickup.nullable(),
});
export type ReturnStepResponse = z.infer<typeof ZReturnStepResponse>;

/** GET returns/label-form: the shipping form of a return pickup's docket. */
export const ZReturnLabelFormResponse = z.object({
  cart_pid: ZInt,
  affiliate_id: ZInt,
  request_id: ZInt,
  version: ZInt,
  pickup: ZReturnPickup.nullable(),
  warehouses: z.array(z.object({ id: ZInt, name: ZText })),
});
export type ReturnLabelFormResponse = z.infer<typeof ZReturnLabelFormResponse>;

/** GET /track-return-docket/: the courier's record of the pickup's docket (001 "Tracking"). */
export const ZReturnTrackResponse = z.object({
  tracking: ZCourierTracking.nullable(),
  /** "Something went wrong. Please click the above button." when the courier failed. */
  tracking_error: ZAnswerMessage.nullable(),
  docket_url: z.string().max(500).nullable(),
});
export type ReturnTrackResponse = z.infer<typeof ZReturnTrackResponse>;

/** backoffice-create-lost-product-order: the new order's id. */
export const ZLostProductOrderResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: ZText,
});
export type LostProductOrderResponse = z.infer<typeof ZLostProductOrderResponse>;

/** POST returns/cod-challans/: the challan as stored. */
export const ZChallanUploadResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  challan: ZChallan,
});
export type ChallanUploadResponse = z.infer<typeof ZChallanUploadResponse>;
