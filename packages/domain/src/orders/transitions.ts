import { POWER_RULES } from '../access/powers';
import type { Principal } from '../access/roles';
import { STATUS, type StatusId } from './statuses';

/** The table below names statuses as the spec abbreviates them (CNC, CNR). */
const {
  NEW_ORDER,
  CONFIRMED,
  CONFIRMED_WITH_CUSTOMIZATION: CUSTOMIZED,
  CANCELLED,
  INVOICED,
  DOCKETED,
  SHIPPED,
  DISPATCH_CALL_DONE,
  INSTRUCTIONS_DUE,
  FEEDBACK_DUE,
  REVIEW_DUE,
  REVIEW_RECEIVED,
  P_AND_P_END,
  HOLD,
  CLOSED_CASES,
  FOLLOW_UP,
  SALE_ORDERS,
  CALL_NOT_CONNECTED: CNC,
  CALL_NOT_RECEIVED: CNR,
  OUT_FOR_DELIVERY,
  DELIVERED,
  DELIVERY_DELAYED,
  RTS,
  RETURN_REQUESTED,
  REPLACEMENT_REQUESTED,
  RETURN_PROCESSING,
  PROCESSING,
  REQUESTED,
  RESOLVED,
  SCHEDULE_RETURN_PICKUP,
  RETURN_PICKUP_CREATED,
  RETURN_PICKUP_DOCKETED,
  RETURN_DOCKET_PICKUP,
  RETURN_REACHED_TO_WAREHOUSE,
  INWARD_SCANNED,
  LOST_PRODUCT,
} = STATUS;

/**
 * Allowed target statuses per current status, exactly as the table of spec 000 section 4 lists
 * them (keeping the row's own order, e.g. 33 lists itself first). Statuses the spec marks
 * "transitions not shown" (7, 8, 20, 22 to 32, 34, 98, 99) have no targets: their orders move on
 * by warehouse, courier and returns work, not by a status change from a list.
 */
export const ORDER_STATUS_TRANSITIONS = {
  [NEW_ORDER]: [NEW_ORDER, CONFIRMED, CUSTOMIZED, CANCELLED, HOLD, CNC, CNR],
  [CONFIRMED]: [CONFIRMED, CANCELLED, HOLD, CNC, CNR],
  [CUSTOMIZED]: [CUSTOMIZED, CANCELLED, HOLD, CNC, CNR],
  [CANCELLED]: [CONFIRMED, CANCELLED, HOLD, CNC, CNR],
  [INVOICED]: [CANCELLED, INVOICED, HOLD, CNC, CNR],
  [DOCKETED]: [CANCELLED, DOCKETED, HOLD, CNC, CNR],
  [SHIPPED]: [],
  [DISPATCH_CALL_DONE]: [],
  [INSTRUCTIONS_DUE]: [INSTRUCTIONS_DUE, FEEDBACK_DUE, CLOSED_CASES, FOLLOW_UP],
  [FEEDBACK_DUE]: [
    FEEDBACK_DUE,
    REVIEW_DUE,
    REVIEW_RECEIVED,
    P_AND_P_END,
    CLOSED_CASES,
    FOLLOW_UP,
    SALE_ORDERS,
  ],
  [REVIEW_DUE]: [REVIEW_DUE, REVIEW_RECEIVED, P_AND_P_END, CLOSED_CASES, FOLLOW_UP, SALE_ORDERS],
  [REVIEW_RECEIVED]: [REVIEW_RECEIVED, P_AND_P_END, CLOSED_CASES, FOLLOW_UP, SALE_ORDERS],
  [P_AND_P_END]: [P_AND_P_END, CLOSED_CASES, FOLLOW_UP, SALE_ORDERS],
  [HOLD]: [NEW_ORDER, CONFIRMED, CUSTOMIZED, CANCELLED, HOLD, CNC, CNR],
  [CLOSED_CASES]: [CLOSED_CASES],
  [FOLLOW_UP]: [FEEDBACK_DUE, REVIEW_DUE, REVIEW_RECEIVED, P_AND_P_END, CLOSED_CASES, FOLLOW_UP],
  [SALE_ORDERS]: [
    FEEDBACK_DUE,
    REVIEW_DUE,
    REVIEW_RECEIVED,
    P_AND_P_END,
    CLOSED_CASES,
    FOLLOW_UP,
    SALE_ORDERS,
  ],
  [CNC]: [NEW_ORDER, CONFIRMED, CUSTOMIZED, CANCELLED, HOLD, CNC, CNR],
  [CNR]: [NEW_ORDER, CONFIRMED, CUSTOMIZED, CANCELLED, HOLD, CNC, CNR],
  [OUT_FOR_DELIVERY]: [],
  [DELIVERED]: [INSTRUCTIONS_DUE, FOLLOW_UP, DELIVERED],
  [DELIVERY_DELAYED]: [],
  [RTS]: [],
  [RETURN_REQUESTED]: [],
  [REPLACEMENT_REQUESTED]: [],
  [RETURN_PROCESSING]: [],
  [RESOLVED]: [],
  [SCHEDULE_RETURN_PICKUP]: [],
  [RETURN_PICKUP_CREATED]: [],
  [RETURN_PICKUP_DOCKETED]: [],
  [RETURN_DOCKET_PICKUP]: [],
  [RETURN_REACHED_TO_WAREHOUSE]: [],
  [INWARD_SCANNED]: [INWARD_SCANNED, CANCELLED, HOLD, CNC, CNR],
  [LOST_PRODUCT]: [],
  [PROCESSING]: [],
  [REQUESTED]: [],
} as const satisfies Record<StatusId, readonly StatusId[]>;

/** Whether a user is a Team Leader permitted to cancel from any status. */
export function isCancelTeamLeader(p: Pick<Principal, 'role' | 'login_id'>): boolean {
  return POWER_RULES['orders:cancel-any-status'](p);
}

/** What the target list of an order depends on besides its current status. */
export interface TransitionContext {
  /** The order already has a confirmed time (it was confirmed once). */
  hasConfirmedTime: boolean;
  /** The flag that shows Cancelled from any status (AccessConfig.cancelAnyStatus). */
  canCancelFlag: boolean;
  principal: Pick<Principal, 'role' | 'login_id'>;
}

/** The statuses that confirm an order: Confirmed and Confirmed with customization. */
export const CONFIRMING_STATUSES = [
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
] as const satisfies readonly StatusId[];

/**
 * Whether moving a cart to `target` confirms its order: the first move of any of its carts to a
 * confirming status sets the order's confirmed time, once; later ones keep it.
 */
export function confirmsOrder(target: StatusId, hasConfirmedTime: boolean): boolean {
  return !hasConfirmedTime && (CONFIRMING_STATUSES as readonly StatusId[]).includes(target);
}

/** Hold with a confirmed time may not go back to New Order (000 section 4, row 14). */
export function holdExcludesNewOrder(current: StatusId, hasConfirmedTime: boolean): boolean {
  return current === STATUS.HOLD && hasConfirmedTime;
}

/**
 * Cancelled is offered only when the order is already Cancelled, the flag is set, or the user
 * is a permitted Team Leader (000 section 4).
 */
export function cancelledIsVisible(current: StatusId, ctx: TransitionContext): boolean {
  return current === STATUS.CANCELLED || ctx.canCancelFlag || isCancelTeamLeader(ctx.principal);
}

/** The statuses an order may be changed to, after both exceptions. */
export function allowedTargets(current: StatusId, ctx: TransitionContext): StatusId[] {
  const dropNew = holdExcludesNewOrder(current, ctx.hasConfirmedTime);
  const showCancelled = cancelledIsVisible(current, ctx);
  return ORDER_STATUS_TRANSITIONS[current].filter(
    (target) =>
      !(dropNew && target === STATUS.NEW_ORDER) && (showCancelled || target !== STATUS.CANCELLED),
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
export const CONFIRM_OR_HOLD_TARGETS = [STATUS.CONFIRMED, STATUS.HOLD] as const;
