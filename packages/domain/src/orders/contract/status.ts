import { z } from 'zod';
import { ZOrderCart } from './order-page';

/** POST /api/update-order/ answer: success false carries the server's message (a warning). */
export const ZUpdateOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  cart: ZOrderCart.nullable(),
});
export type UpdateOrderResponse = z.infer<typeof ZUpdateOrderResponse>;

/** The next New Order cart an OC agent should work: the oldest one of theirs. */
export const ZNextNewOrder = z.object({
  order_random_id: z.string(),
  cart_pid: z.number().int(),
  affiliate_id: z.number().int(),
  created_at: z.string(),
});
export type NextNewOrder = z.infer<typeof ZNextNewOrder>;

/**
 * GET /api/new-order-current-status/: how many New Order carts the agent holds and the next one
 * to work (null when there is none).
 */
export const ZNewOrderStatusResponse = z.object({
  login_id: z.number().int(),
  count: z.number().int(),
  next_order: ZNextNewOrder.nullable(),
});
export type NewOrderStatusResponse = z.infer<typeof ZNewOrderStatusResponse>;

/**
 * POST /api/cancel-universal-order/ answer: the carts cancelled and the ones the rules kept,
 * each with the reason. success is false when no cart was cancelled (shown as a warning).
 */
export const ZCancelOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  cancelled: z.array(z.number().int()),
  refused: z.array(z.object({ cart_pid: z.number().int(), message: z.string() })),
});
export type CancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** POST /api/urgent-delivery/ and /api/cancellation-request/: the cart's new version. */
export const ZCartRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
});
export type CartRequestResponse = z.infer<typeof ZCartRequestResponse>;
