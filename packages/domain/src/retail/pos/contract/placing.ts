import { z } from 'zod';
import { ZPosMessageAnswer } from './messages';
import { ZFlag, ZRupees, ZText, ZUrl } from './primitives';

export const ZPlacePosOrderAnswer = ZPosMessageAnswer.extend({
  is_order_created: ZFlag,
  /** The placed order's id; null while a payment is in progress. */
  order_id: ZText.nullable(),
  ptr_id: ZText.nullable(),
  /** The payment page the customer pays on (card provider); null otherwise. */
  payment_url: ZUrl.nullable(),
  contact_number: ZText,
  /** Mode -1: what to hand back. */
  change_to_return: ZRupees.nullable(),
  version: z.number().int(),
});
export type PlacePosOrderAnswer = z.infer<typeof ZPlacePosOrderAnswer>;

/** Check status, force confirm, cancel transaction, resend link, cancel, new order from old. */
export const ZPosActionAnswer = ZPosMessageAnswer.extend({
  order_random_id: ZText,
  is_order_created: ZFlag,
  order_id: ZText.nullable(),
  /** Create New Order: the new POS order to go to. */
  new_order_random_id: ZText.nullable(),
  version: z.number().int(),
});
export type PosActionAnswer = z.infer<typeof ZPosActionAnswer>;
