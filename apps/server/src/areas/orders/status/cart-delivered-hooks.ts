import type { CartRow, OrderRow } from '@backoffice/db/schema';
import type { UseCaseScope } from '../../../core/use-case';

/** A cart just delivered: its order and the cart as it was before. */
export interface DeliveredCart {
  order: OrderRow;
  cart: CartRow;
}

/** What another area does when a cart is delivered, in the status change's transaction. */
export type CartDeliveredHook = (scope: UseCaseScope, delivered: DeliveredCart) => Promise<void>;

let hooks: readonly CartDeliveredHook[] = [];

/**
 * Sets, when the app is built (areas/events.ts), what runs when a cart reaches Delivered by any
 * path (the order page, bulk status, the status sheet), in order: sales posts the wallet credit
 * an order earns, so orders never imports the wallet. The hooks run after the cart's status is
 * written, so they see the order's carts as they are now.
 */
export function wireCartDelivered(wired: readonly CartDeliveredHook[]): void {
  hooks = wired;
}

/** Runs the registered hooks, one after the other, in the status change's transaction. */
export async function runCartDeliveredHooks(
  scope: UseCaseScope,
  delivered: DeliveredCart,
): Promise<void> {
  for (const hook of hooks) await hook(scope, delivered);
}
