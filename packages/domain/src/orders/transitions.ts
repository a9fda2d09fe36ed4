import { hasRole, type Principal } from '../access/roles';
import type { StatusId } from './statuses';

/**
 * Allowed target statuses per current status, exactly as the table of spec 000 section 4 lists
 * them (keeping the row's own order, e.g. 33 lists itself first). Statuses the spec marks
 * "transitions not shown" (7, 8, 20, 22 to 32, 34, 98, 99) have no targets: their orders move on
 * by warehouse, courier and returns work, not by a status change from a list.
 */
export const ORDER_STATUS_TRANSITIONS = {
  1: [1, 2, 3, 4, 14, 18, 19],
  2: [2, 4, 14, 18, 19],
  3: [3, 4, 14, 18, 19],
  4: [2, 4, 14, 18, 19],
  5: [4, 5, 14, 18, 19],
  6: [4, 6, 14, 18, 19],
  7: [],
  8: [],
  9: [9, 10, 15, 16],
  10: [10, 11, 12, 13, 15, 16, 17],
  11: [11, 12, 13, 15, 16, 17],
  12: [12, 13, 15, 16, 17],
  13: [13, 15, 16, 17],
  14: [1, 2, 3, 4, 14, 18, 19],
  15: [15],
  16: [10, 11, 12, 13, 15, 16],
  17: [10, 11, 12, 13, 15, 16, 17],
  18: [1, 2, 3, 4, 14, 18, 19],
  19: [1, 2, 3, 4, 14, 18, 19],
  20: [],
  21: [9, 16, 21],
  22: [],
  23: [],
  24: [],
  25: [],
  26: [],
  27: [],
  28: [],
  29: [],
  30: [],
  31: [],
  32: [],
  33: [33, 4, 14, 18, 19],
  34: [],
  98: [],
  99: [],
} as const satisfies Record<StatusId, readonly StatusId[]>;

/** New Order: Hold with a confirmed time may not return to it. */
export const NEW_ORDER = 1 satisfies StatusId;
/** Confirmed: one of the two targets of the Confirmed/Hold helper. */
export const CONFIRMED = 2 satisfies StatusId;
/** Cancelled: hidden from most users' target lists. */
export const CANCELLED = 4 satisfies StatusId;
/** Hold: the status with the confirmed-time exception. */
export const HOLD = 14 satisfies StatusId;

/** Team Leader login ids allowed to cancel (spec 000 sections 4 and 9). */
export const CANCEL_TEAM_LEADER_IDS = [6, 270, 345, 438, 526] as const;

/** Whether a user is a Team Leader permitted to cancel from any status. */
export function isCancelTeamLeader(p: Pick<Principal, 'role' | 'login_id'>): boolean {
  return hasRole(p, 'TEAML') && (CANCEL_TEAM_LEADER_IDS as readonly number[]).includes(p.login_id);
}

/** What the target list of an order depends on besides its current status. */
export interface TransitionContext {
  /** The order already has a confirmed time (it was confirmed once). */
  hasConfirmedTime: boolean;
  /** The flag that shows Cancelled from any status (AccessConfig.cancelAnyStatus). */
  canCancelFlag: boolean;
  principal: Pick<Principal, 'role' | 'login_id'>;
}

/** Hold with a confirmed time may not go back to New Order (000 section 4, row 14). */
export function holdExcludesNewOrder(current: StatusId, hasConfirmedTime: boolean): boolean {
  return current === HOLD && hasConfirmedTime;
}

/**
 * Cancelled is offered only when the order is already Cancelled, the flag is set, or the user
 * is a permitted Team Leader (000 section 4).
 */
export function cancelledIsVisible(current: StatusId, ctx: TransitionContext): boolean {
  return current === CANCELLED || ctx.canCancelFlag || isCancelTeamLeader(ctx.principal);
}

/** The statuses an order may be changed to, after both exceptions. */
export function allowedTargets(current: StatusId, ctx: TransitionContext): StatusId[] {
  const dropNew = holdExcludesNewOrder(current, ctx.hasConfirmedTime);
  const showCancelled = cancelledIsVisible(current, ctx);
  return ORDER_STATUS_TRANSITIONS[current].filter(
    (target) => !(dropNew && target === NEW_ORDER) && (showCancelled || target !== CANCELLED),
  );
}

/** Whether an order may move from `current` to `target` (the server's check of an update). */
export function canChangeStatus(
  current: StatusId,
  target: StatusId,
  ctx: TransitionContext,
): boolean {
  return allowedTargets(current, ctx).includes(target);
}

/** The separate helper of 000 section 4 that offers only Confirmed and Hold. */
export const CONFIRM_OR_HOLD_TARGETS = [CONFIRMED, HOLD] as const;
