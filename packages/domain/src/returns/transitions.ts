import type { Capability } from '../access/capabilities';
import { STATUS, type StatusId } from '../orders/statuses';
import type { ReturnStatusId } from './statuses';

/**
 * The steps of the returns lifecycle (designed: 001 section 4 says the return transitions are not
 * shown). Each step is one server call; `capability` names who may take it. `ownCall` marks a
 * step taken only by its own call, because that call does more than move the status (books,
 * docket or cancels with the courier, records the courier's visits, writes the lost product,
 * the warehouse's sentence with the docket, the refund): returns/change-return-order-status/
 * never takes it. The other steps (resolving) are that call's.
 */
export const RETURN_ACTIONS = {
  /** A Team Leader accepts a request (return-or-replacement-approve/). */
  approve: { capability: 'returns:approve', label: 'approved', ownCall: true },
  /** The approved request is worked: a pickup is needed, or it is settled (…-process/). */
  process: { capability: 'returns:approve', label: 'processed', ownCall: true },
  /** A return pickup is booked with the courier (change-pickup-date/, action schedule). */
  'schedule-pickup': {
    capability: 'returns:request',
    label: 'scheduled a return pickup for',
    ownCall: true,
  },
  /** The booked pickup is cancelled; the cart waits for a new one (returns/cancel-return-pickup/). */
  'cancel-pickup': {
    capability: 'returns:request',
    label: 'cancelled the return pickup of',
    ownCall: true,
  },
  /** The courier's reverse docket is generated (returns/create-docket/). */
  docket: { capability: 'returns:ops', label: 'docketed the return pickup of', ownCall: true },
  /** The courier collected the product from the customer (returns/refresh-pickup/). */
  'picked-up': { capability: 'returns:ops', label: 'recorded the pickup of', ownCall: true },
  /** The product reached the warehouse (returns/reached-warehouse/). */
  'reach-warehouse': {
    capability: 'returns:ops',
    label: 'received at the warehouse',
    ownCall: true,
  },
  /** The warehouse scanned the product in (returns/inward-scan/). */
  'inward-scan': { capability: 'returns:ops', label: 'inward scanned', ownCall: true },
  /** The product was lost on the way back (lost-status-change/, the mark-lost-product popup). */
  'mark-lost': { capability: 'returns:approve', label: 'marked as a lost product', ownCall: true },
  /** The request is settled: refunded, replaced or issued (returns/change-return-order-status/). */
  resolve: { capability: 'returns:approve', label: 'resolved', ownCall: false },
  /** An RTS cart is refunded (rts/refund/). */
  'rts-refund': { capability: 'returns:approve', label: 'refunded the RTS of', ownCall: true },
  /** An RTS cart ships again (rts/reship/): it goes back to Confirmed. */
  'rts-reship': { capability: 'returns:approve', label: 'reshipped the RTS of', ownCall: true },
} as const satisfies Record<string, { capability: Capability; label: string; ownCall: boolean }>;

export type ReturnAction = keyof typeof RETURN_ACTIONS;

/** One allowed step: where it goes and which action takes it there. */
export interface ReturnStep {
  to: StatusId;
  action: ReturnAction;
}

const step = (to: StatusId, action: ReturnAction): ReturnStep => ({ to, action });

const {
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
  CONFIRMED,
} = STATUS;

/**
 * Which step may follow which, per return status (docs/returns.md draws it). A return or a
 * replacement is approved into processing, processed into a pickup (or settled at once), picked
 * up, received and scanned, then resolved; a product lost on the way back is marked lost and then
 * resolved. Issues (99) skip the pickup. Cancelling a request is not a row here: it goes back to
 * the status the cart had before the request (see RETURN_CANCELLABLE).
 */
export const RETURN_STATUS_TRANSITIONS = {
  [RETURN_REQUESTED]: [step(RETURN_PROCESSING, 'approve')],
  [REPLACEMENT_REQUESTED]: [step(PROCESSING, 'approve')],
  [REQUESTED]: [step(PROCESSING, 'approve')],
  [RETURN_PROCESSING]: [step(SCHEDULE_RETURN_PICKUP, 'process'), step(RESOLVED, 'process')],
  [PROCESSING]: [step(SCHEDULE_RETURN_PICKUP, 'process'), step(RESOLVED, 'process')],
  [SCHEDULE_RETURN_PICKUP]: [step(RETURN_PICKUP_CREATED, 'schedule-pickup')],
  [RETURN_PICKUP_CREATED]: [
    step(RETURN_PICKUP_DOCKETED, 'docket'),
    step(SCHEDULE_RETURN_PICKUP, 'cancel-pickup'),
    step(LOST_PRODUCT, 'mark-lost'),
  ],
  [RETURN_PICKUP_DOCKETED]: [
    step(RETURN_DOCKET_PICKUP, 'picked-up'),
    step(SCHEDULE_RETURN_PICKUP, 'cancel-pickup'),
    step(LOST_PRODUCT, 'mark-lost'),
  ],
  [RETURN_DOCKET_PICKUP]: [
    step(RETURN_REACHED_TO_WAREHOUSE, 'reach-warehouse'),
    step(LOST_PRODUCT, 'mark-lost'),
  ],
  [RETURN_REACHED_TO_WAREHOUSE]: [
    step(INWARD_SCANNED, 'inward-scan'),
    step(LOST_PRODUCT, 'mark-lost'),
  ],
  [INWARD_SCANNED]: [step(RESOLVED, 'resolve')],
  [LOST_PRODUCT]: [step(RESOLVED, 'resolve')],
  [RTS]: [step(RESOLVED, 'rts-refund'), step(CONFIRMED, 'rts-reship')],
  [RESOLVED]: [],
} as const satisfies Record<ReturnStatusId, readonly ReturnStep[]>;

/**
 * The statuses a request may be cancelled from, and who may cancel there: the raiser's side
 * before approval, a Team Leader after it, and no one once a pickup is booked (cancel the
 * pickup first).
 */
export const RETURN_CANCELLABLE = {
  [RETURN_REQUESTED]: 'returns:request',
  [REPLACEMENT_REQUESTED]: 'returns:request',
  [REQUESTED]: 'returns:request',
  [RETURN_PROCESSING]: 'returns:approve',
  [PROCESSING]: 'returns:approve',
  [SCHEDULE_RETURN_PICKUP]: 'returns:approve',
} as const satisfies Partial<Record<ReturnStatusId, Capability>>;

/** The statuses a request may be put on hold in, or taken off hold (before any pickup). */
export const HOLDABLE_RETURN_STATUSES = [
  RETURN_REQUESTED,
  REPLACEMENT_REQUESTED,
  REQUESTED,
  RETURN_PROCESSING,
  PROCESSING,
] as const satisfies readonly ReturnStatusId[];

/**
 * The cart statuses a customer request may be raised from: a delivered cart and the
 * relationship team's after-delivery statuses (the product is with the customer).
 */
export const REQUESTABLE_CART_STATUSES = [
  STATUS.DELIVERED,
  STATUS.INSTRUCTIONS_DUE,
  STATUS.FEEDBACK_DUE,
  STATUS.REVIEW_DUE,
  STATUS.REVIEW_RECEIVED,
  STATUS.P_AND_P_END,
  STATUS.CLOSED_CASES,
  STATUS.FOLLOW_UP,
  STATUS.SALE_ORDERS,
] as const satisfies readonly StatusId[];

/** The forward statuses a cart may be returned to sender (RTS) from. */
export const RTS_FROM_STATUSES = [
  STATUS.SHIPPED,
  STATUS.DISPATCH_CALL_DONE,
  STATUS.OUT_FOR_DELIVERY,
  STATUS.DELIVERY_DELAYED,
] as const satisfies readonly StatusId[];

/**
 * The actions returns/change-return-order-status/ takes: those without a call of their own
 * (`ownCall` false in RETURN_ACTIONS), today resolving.
 */
export const STATUS_CHANGE_ACTIONS: readonly ReturnAction[] = (
  Object.keys(RETURN_ACTIONS) as ReturnAction[]
).filter((action) => !RETURN_ACTIONS[action].ownCall);

/** The steps that may follow a return status (none for a status outside the table). */
export function returnSteps(from: number): readonly ReturnStep[] {
  return (RETURN_STATUS_TRANSITIONS as Record<number, readonly ReturnStep[]>)[from] ?? [];
}

/** The action that moves a cart from `from` to `to`, or undefined when no step does. */
export function returnActionBetween(from: number, to: number): ReturnAction | undefined {
  return returnSteps(from).find((s) => s.to === to)?.action;
}

/**
 * The action returns/change-return-order-status/ takes from `from` to `to`; undefined when no
 * step goes there, or when the step is taken only by its own call (a docket, a pickup...).
 */
export function statusChangeActionBetween(from: number, to: number): ReturnAction | undefined {
  const action = returnActionBetween(from, to);
  return action && !RETURN_ACTIONS[action].ownCall ? action : undefined;
}

/** Whether `action` may move a cart from `from` to `to`. */
export function canTakeReturnStep(from: number, to: number, action: ReturnAction): boolean {
  return returnSteps(from).some((s) => s.to === to && s.action === action);
}

/** The targets one action offers from a status (approve from 24 gives [26]). */
export function returnTargetsOf(from: number, action: ReturnAction): StatusId[] {
  return returnSteps(from)
    .filter((s) => s.action === action)
    .map((s) => s.to);
}

/** Who may cancel a request in `status`, or undefined when it may not be cancelled there. */
export function cancelCapability(status: number): Capability | undefined {
  return (RETURN_CANCELLABLE as Partial<Record<number, Capability>>)[status];
}

/** Whether a request in `status` may be put on or taken off hold. */
export function isHoldable(status: number): boolean {
  return (HOLDABLE_RETURN_STATUSES as readonly number[]).includes(status);
}

/** Whether a customer request may be raised on a cart in `status`. */
export function isRequestable(status: number): boolean {
  return (REQUESTABLE_CART_STATUSES as readonly number[]).includes(status);
}
