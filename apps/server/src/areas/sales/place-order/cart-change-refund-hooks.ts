import type { CartModificationRow, CartRow, OrderRow } from '@backoffice/db/schema';
import type { UseCaseScope } from '../../../core/use-case';

/** A cart change that leaves the customer money back: the order, the cart as it is now, the change. */
export interface CartChangeRefund {
  order: OrderRow;
  cart: CartRow;
  modification: CartModificationRow;
}

/** What another area does when a cart change owes the customer a refund, in its transaction. */
export type CartChangeRefundHook = (scope: UseCaseScope, refund: CartChangeRefund) => Promise<void>;

let hooks: readonly CartChangeRefundHook[] = [];

/**
 * Sets, when the app is built (areas/events.ts), what runs when a cart change's balance is a
 * refund (refund_due): the refunds area raises its customization-orders refund, so sales never
 * imports refunds.
 */
export function wireCartChangeRefund(wired: readonly CartChangeRefundHook[]): void {
  hooks = wired;
}

/** Runs the registered hooks, one after the other, in the cart change's transaction. */
export async function runCartChangeRefundHooks(
  scope: UseCaseScope,
  refund: CartChangeRefund,
): Promise<void> {
  for (const hook of hooks) await hook(scope, refund);
}
