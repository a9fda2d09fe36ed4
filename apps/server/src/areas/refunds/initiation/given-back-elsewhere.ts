import type { UseCaseScope } from '../../../core/use-case';
import type { CancelledCart } from '../../orders/index';

/** How much of a cancelled cart's order another area gives back itself, paise. */
export type GivenBackElsewhere = (scope: UseCaseScope, cancelled: CancelledCart) => Promise<number>;

let hooks: readonly GivenBackElsewhere[] = [];

/**
 * Sets, when the app is built (areas/events.ts), the areas that give back money of a cancelled
 * cart's order themselves, so that the cancelled-orders refund leaves it out: retail answers a
 * till sale's wallet credit and cash, which the store gives back (decision 022), so refunds never
 * imports retail.
 */
export function wireGivenBackElsewhere(wired: readonly GivenBackElsewhere[]): void {
  hooks = wired;
}

/** The sum of what the registered areas give back of a cancelled cart's order, paise. */
export async function givenBackElsewhere(
  scope: UseCaseScope,
  cancelled: CancelledCart,
): Promise<number> {
  let paise = 0;
  for (const hook of hooks) paise += await hook(scope, cancelled);
  return paise;
}
