import { z } from 'zod';
import { ZAnswerMessage } from '../../core/validation/answer-text';
import { ZFormField } from '../dynamic-form';
import { ZInt, ZText } from './primitives';
import { ZCustomerRequest } from './requests';

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
