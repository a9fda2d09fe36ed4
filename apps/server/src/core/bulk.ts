import type { BulkResult } from '@backoffice/domain/orders';
import { AppError } from './errors';

/**
 * Runs a bulk action's change for each cart, one after the other and each in its own use case
 * (its own transaction), so that one refused cart leaves the others done: a refusal (an
 * AppError: stale, not found, a rule) becomes that cart's result with its message. Anything
 * else is a fault and stops the action; the carts before it stay done.
 */
export async function eachCart<T extends { cart_pid: number }>(
  carts: readonly T[],
  change: (cart: T) => Promise<{ success: boolean; message: string }>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const cart of carts) {
    try {
      const { success, message } = await change(cart);
      results.push({ cart_pid: cart.cart_pid, success, message });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ cart_pid: cart.cart_pid, success: false, message: error.message });
    }
  }
  return results;
}
