import type { CancelOrderResponse, UpdateOrderResponse } from '@backoffice/domain/orders';
import { z } from 'zod';
import { ZOrderCart } from '../details/order-details.schemas';

export const ZUpdateOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  cart: ZOrderCart.nullable(),
}) satisfies z.ZodType<UpdateOrderResponse>;

export const ZCancelOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  cancelled: z.array(z.number().int()),
  refused: z.array(z.object({ cart_pid: z.number().int(), message: z.string() })),
}) satisfies z.ZodType<CancelOrderResponse>;
