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

let hooks: readonly CartCancelledHook[] = [];

/**
 * Sets, when the app is built (areas/events.ts), what runs when a cart reaches Cancelled by any
 * path (the order page, cancel-universal-order, bulk status, the status sheet, the till), in
 * order: so orders never imports the areas that act on it. The hooks run after the cart's status
 * is written, so they see the order's carts as they are now.
 */
export function wireCartCancelled(wired: readonly CartCancelledHook[]): void {
  hooks = wired;
}

/** Runs the registered hooks, one after the other, in the cancellation's transaction. */
export async function runCartCancelledHooks(
  scope: UseCaseScope,
  cancelled: CancelledCart,
): Promise<void> {
  for (const hook of hooks) await hook(scope, cancelled);
}
