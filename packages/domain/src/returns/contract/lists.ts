import { z } from 'zod';
import { ZAnswerTimestamp } from '../../core/validation/answer-text';
import { REQUEST_KINDS, RETURN_REQUEST_TYPE_CODES } from '../request-types';
import { ZInt, ZText } from './primitives';
import { ZReturnStaffRef } from './requests';

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
