import { z } from 'zod';
import { ZPaymentType } from '../../../orders/contract';
import { EXTRA_OR_REFUND } from '../../catalogue/constants';
import { PAYMENT_LINK_STATUSES } from '../../payments/payment-links';
import { MODIFICATION_PAYMENT_STATUSES } from '../cart-change';

/** GET /api/backend-addon-order-status/: an add-on (a cart modification) and its payment. */
export const ZAddonStatusResponse = z.object({
  temp_addon_id: z.number().int(),
  order_random_id: z.string(),
  affiliate_id: z.number().int(),
  cart_pid: z.number().int(),
  /** The balance, rupees: price difference and charges, without its sign. */
  amount: z.number(),
  extra_or_refund: z.enum(EXTRA_OR_REFUND),
  payment_type: ZPaymentType.nullable(),
  payment_via: z.string().nullable(),
  payment_status: z.enum(MODIFICATION_PAYMENT_STATUSES),
  payment_status_label: z.string(),
  /** The link the balance is asked by, with its status as of now; null without one. */
  payment_link: z
    .object({
      transaction_id: z.string(),
      status: z.enum(PAYMENT_LINK_STATUSES),
      expires_at: z.string(),
    })
    .nullable(),
  version: z.number().int(),
});
export type AddonStatusResponse = z.infer<typeof ZAddonStatusResponse>;

/** POST /api/cancel-backend-addon/. */
export const ZCancelAddonAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  addon: ZAddonStatusResponse,
});
export type CancelAddonAnswer = z.infer<typeof ZCancelAddonAnswer>;
