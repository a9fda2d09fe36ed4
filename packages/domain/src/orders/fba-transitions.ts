import { salesChannel } from '../core/channels/sales-channels';
import { STATUS, type StatusId } from './statuses';
import { allowedTargets, cancelledIsVisible, type TransitionContext } from './transitions';

const { NEW_ORDER, CONFIRMED, CANCELLED, SHIPPED, HOLD, DELIVERED } = STATUS;

/**
 * Allowed target statuses of a marketplace-fulfilled (FBA) cart per current status. The
 * marketplace packs and ships these carts itself, so the agent only confirms, holds or cancels
 * them and then records the marketplace's shipping and delivery; the spec names the call
 * (000 section 7) but not its table, so this is our reading. Statuses not listed take no change.
 */
export const FBA_ORDER_STATUS_TRANSITIONS = {
  [NEW_ORDER]: [NEW_ORDER, CONFIRMED, CANCELLED, HOLD],
  [CONFIRMED]: [CONFIRMED, SHIPPED, CANCELLED, HOLD],
  [HOLD]: [CONFIRMED, CANCELLED, HOLD],
  [SHIPPED]: [SHIPPED, DELIVERED],
  [DELIVERED]: [DELIVERED],
  [CANCELLED]: [CANCELLED],
} as const satisfies Partial<Record<StatusId, readonly StatusId[]>>;

type FbaStatus = keyof typeof FBA_ORDER_STATUS_TRANSITIONS;

function isFbaStatus(status: StatusId): status is FbaStatus {
  return status in FBA_ORDER_STATUS_TRANSITIONS;
}

/** Whether a cart's channel is the marketplace-fulfilled one (the marketplace logistics kind). */
export function isFbaChannel(affiliateId: number): boolean {
  return salesChannel(affiliateId)?.kind === 'marketplace-logistics';
}

/**
 * The statuses a marketplace-fulfilled cart may be changed to. Cancelled is offered on the same
 * terms as for any order (cancelledIsVisible).
 */
export function fbaAllowedTargets(current: StatusId, ctx: TransitionContext): StatusId[] {
  if (!isFbaStatus(current)) return [];
  const row: readonly StatusId[] = FBA_ORDER_STATUS_TRANSITIONS[current];
  const showCancelled = cancelledIsVisible(current, ctx);
  return row.filter((target) => showCancelled || target !== CANCELLED);
}

/** Whether a marketplace-fulfilled cart may move from `current` to `target`. */
export function canChangeFbaStatus(
  current: StatusId,
  target: StatusId,
  ctx: TransitionContext,
): boolean {
  return fbaAllowedTargets(current, ctx).includes(target);
}

/**
 * The statuses a cart of channel `affiliateId` may be changed to: the marketplace-fulfilled
 * table for that channel's carts (changed through update-fba-order), the general one otherwise
 * (update-order).
 */
export function cartAllowedTargets(
  affiliateId: number,
  current: StatusId,
  ctx: TransitionContext,
): StatusId[] {
  return isFbaChannel(affiliateId) ? fbaAllowedTargets(current, ctx) : allowedTargets(current, ctx);
}
