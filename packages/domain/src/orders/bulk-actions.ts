import { z } from 'zod';
import { ZCartPid, ZRowVersion, ZUpdateOrderRequest } from './order-requests';
import { ZAnswerMessage } from '../core/validation/answer-text';

/** Most carts one bulk action names: a page of a work list at most. */
export const BULK_MAX_CARTS = 100;

export const BULK_MESSAGES = {
  cartsRequired: 'Select at least one order',
  tooManyCarts: `Select at most ${BULK_MAX_CARTS} orders`,
  cartTwice: 'A cart is selected twice',
} as const;

/** The selected carts, each with the version the person read. */
export const ZBulkCarts = z
  .array(z.object({ cart_pid: ZCartPid, version: ZRowVersion }), {
    error: BULK_MESSAGES.cartsRequired,
  })
  .min(1, BULK_MESSAGES.cartsRequired)
  .max(BULK_MAX_CARTS, BULK_MESSAGES.tooManyCarts)
  .refine((carts) => new Set(carts.map((c) => c.cart_pid)).size === carts.length, {
    message: BULK_MESSAGES.cartTwice,
  });
export type TBulkCarts = z.infer<typeof ZBulkCarts>;

const change = ZUpdateOrderRequest.shape;

/**
 * POST /api/orders/bulk-status/: one status change (status, comment, hold reason) for every
 * selected cart, each as update-order changes one. The change's own rules (a Hold names its
 * reason) are update-order's, read once here.
 */
export const ZBulkStatusRequest = z
  .object({
    carts: ZBulkCarts,
    orm_order_status: change.orm_order_status,
    comment: change.comment,
    shipment_stop_reason: change.shipment_stop_reason,
  })
  .superRefine((bulk, ctx) => {
    const [first] = bulk.carts;
    // Read once the fields themselves are: their own messages come first.
    if (!first || ctx.issues.length > 0) return;
    const single = ZUpdateOrderRequest.safeParse({ ...bulk, ...first });
    for (const issue of single.success ? [] : single.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type TBulkStatusRequest = z.infer<typeof ZBulkStatusRequest>;

/** The outcome of a bulk action for one cart: done, or why not. */
export const ZBulkResult = z.object({
  cart_pid: z.number().int(),
  success: z.boolean(),
  message: ZAnswerMessage,
});
export type BulkResult = z.infer<typeof ZBulkResult>;

/** The answer of a bulk action: one result per selected cart, in the order they were named. */
export const ZBulkResponse = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(ZBulkResult),
});
export type BulkResponse = z.infer<typeof ZBulkResponse>;

/** The answer of a bulk action from its results. */
export function bulkResponse(results: readonly BulkResult[]): BulkResponse {
  const succeeded = results.filter((r) => r.success).length;
  return { succeeded, failed: results.length - succeeded, results: [...results] };
}
