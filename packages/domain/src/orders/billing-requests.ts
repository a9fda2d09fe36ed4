import { z } from 'zod';
import { wireNumber } from '../core/validation/wire-number';
import { ZCartPid, ZOrderRandomId } from './order-requests';

export const BILLING_MESSAGES = {
  orderOrCart: 'Send order_id or cart_id, not both',
  affiliateInvalid: 'affiliate_id must be a channel id',
} as const;

/**
 * GET /api/billing-details/ (000 section 7): the bill of an order (`order_id`, its random id) or
 * of one cart (`cart_id`); exactly one of the two.
 */
export const ZBillingDetailsQuery = z
  .object({
    order_id: ZOrderRandomId.optional(),
    cart_id: wireNumber(ZCartPid).optional(),
  })
  .refine((q) => (q.order_id === undefined) !== (q.cart_id === undefined), {
    message: BILLING_MESSAGES.orderOrCart,
  });
export type TBillingDetailsQuery = z.infer<typeof ZBillingDetailsQuery>;

/**
 * The query of GET /api/cart-complete-details/:cart_pid/: the cart's channel; when given it must
 * be the cart's (another answers 404).
 */
export const ZCartCompleteDetailsQuery = z.object({
  affiliate_id: wireNumber(
    z
      .number({ error: BILLING_MESSAGES.affiliateInvalid })
      .int(BILLING_MESSAGES.affiliateInvalid)
      .min(0, BILLING_MESSAGES.affiliateInvalid)
      .max(32_767, BILLING_MESSAGES.affiliateInvalid),
  ).optional(),
});
export type TCartCompleteDetailsQuery = z.infer<typeof ZCartCompleteDetailsQuery>;
