import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZInt, ZText } from './primitives';
import { ZCustomerRequest, ZReturnStaffRef } from './requests';

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
