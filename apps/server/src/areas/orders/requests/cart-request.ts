import type { Database } from '@backoffice/db';
import { AppError } from '../../../core/errors';
import { cartNotFound } from '../details/orders.errors';
import { lockCartWithOrder } from '../status/order-locks';

/** The answer of both requests: the cart's version after it. */
export interface CartRequestResponse {
  success: true;
  message: string;
  cart_pid: number;
  version: number;
}

export const REQUEST_DONE = 'Updated Successfully!';

/** The cart locked with its order, at the version the caller read (404, 409 otherwise). */
export async function lockedCart(tx: Database, input: { cart_pid: number; version: number }) {
  const locked = await lockCartWithOrder(tx, input.cart_pid);
  if (!locked) throw cartNotFound();
  if (locked.cart.version !== input.version) throw new AppError('STALE');
  return { order_id: locked.order.id, cart: locked.cart };
}
