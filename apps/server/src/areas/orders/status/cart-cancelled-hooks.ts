import type { CartRow, OrderRow } from '@backoffice/db/schema';
import type { UseCaseScope } from '../../../core/use-case';

/** A cart just cancelled: its order, the cart as it was before, and the reason given. */
export interface CancelledCart {
  order: OrderRow;
  cart: CartRow;
  comment: string;
}

/** What another area does when a cart is cancelled, in the cancellation's transaction. */
export type CartCancelledHook = (scope: UseCaseScope, cancelled: CancelledCart) => Promise<void>;

const hooks = new Set<CartCancelledHook>();

/**
 * Registers, at start-up, what to do when a cart reaches Cancelled by any path (the order page,
 * cancel-universal-order, bulk status, the status sheet): distribution reverses a distributor
 * order's credit debit this way, so orders never imports distribution. The hook runs after the
 * cart's status is written, so it sees the order's carts as they are now.
 */
export function onCartCancelled(hook: CartCancelledHook): void {
  hooks.add(hook);
}

/** Runs the registered hooks, one after the other, in the cancellation's transaction. */
export async function runCartCancelledHooks(
  scope: UseCaseScope,
  cancelled: CancelledCart,
): Promise<void> {
  for (const hook of hooks) await hook(scope, cancelled);
}
