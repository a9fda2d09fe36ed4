import { z } from 'zod';
import { ZAnswerTimestamp } from '../../core/validation/answer-text';
import { REQUEST_KINDS, RETURN_REQUEST_TYPE_CODES } from '../request-types';
import { ZInt, ZLongText, ZText } from './primitives';

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
