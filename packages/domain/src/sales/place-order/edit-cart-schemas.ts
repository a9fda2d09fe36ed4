import { z } from 'zod';
import { wireNumber } from '../../core/validation/wire-number';
import { ZItemSku } from '../catalogue/schemas';
import { EXTRA_OR_REFUND } from '../catalogue/constants';
import { ZCartPid, ZRowVersion } from '../../orders/order-requests';
import {
  ADDITIONAL_PAYMENT_MESSAGES,
  ADDITIONAL_PAYMENT_OPTIONS,
  selectedPaymentSchema,
} from '../payments/additional-payments';
import { ZPaymentTypeForm } from '../payments/payment-form';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { PLACE_ORDER_MESSAGES as M } from './messages';
import { ZAffiliateId, ZItemQuantity, PLACE_ORDER_COMMENT_MAX } from './place-order-schemas';

/** GET /api/backend-order/?affiliate_id=&cart_id=: the cart the cart-edit screen changes. */
export const ZBackendOrderQuery = z.object({
  affiliate_id: wireNumber(z.number({ error: 'Unknown sales channel' }).pipe(ZAffiliateId)),
  cart_id: wireNumber(z.number({ error: 'Invalid cart' }).pipe(ZCartPid)),
});
export type TBackendOrderQuery = z.output<typeof ZBackendOrderQuery>;

/**
 * POST /api/editcart/ (000 section 7 "modify cart", "/editcart/"): a cart's new item and
 * quantity from the product picker, the difference the picker showed (checked again), extra
 * charges of the additional-payments widget and how the customer pays the balance.
 */
export const ZEditCartRequest = z.object({
  affiliate_id: ZAffiliateId,
  cart_pid: ZCartPid,
  version: ZRowVersion,
  item_sku: ZItemSku,
  item_quantity: ZItemQuantity,
  diff_amount: ZRupeesToPaise,
  extra_or_refund: z.enum(EXTRA_OR_REFUND, {
    error: 'extra_or_refund must be extra, refund or none',
  }),
  payments: z
    .array(selectedPaymentSchema(ADDITIONAL_PAYMENT_OPTIONS))
    .max(ADDITIONAL_PAYMENT_OPTIONS.length)
    .refine(
      (list) => new Set(list.map((p) => p.id)).size === list.length,
      ADDITIONAL_PAYMENT_MESSAGES.duplicate,
    )
    .default([]),
  payment: ZPaymentTypeForm.nullish().transform((v) => v ?? null),
  comments: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, M.commentRequired)
    .max(PLACE_ORDER_COMMENT_MAX, `At most ${PLACE_ORDER_COMMENT_MAX} characters`),
});
export type TEditCartRequestInput = z.input<typeof ZEditCartRequest>;
export type TEditCartRequest = z.output<typeof ZEditCartRequest>;

/** The picker's difference as a signed amount: positive an extra payment, negative a refund. */
export function signedDifference(
  diffPaise: number,
  direction: 'extra' | 'refund' | 'none',
): number {
  if (direction === 'none') return 0;
  return direction === 'extra' ? diffPaise : -diffPaise;
}
