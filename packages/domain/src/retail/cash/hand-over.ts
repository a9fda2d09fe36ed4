/**
 * A hand-over: cash an agent submits to a manager of the same store. It is in transit until the
 * manager confirms it (the cash joins the store's banking cash), rejects it (the cash goes back
 * to the agent) or disputes it (the counted part joins the store, the difference is disputed).
 * Each change bumps the row's version; a change made against an older version is refused, so
 * two managers confirming the same hand-over at once give one confirmation.
 */
export const HAND_OVER_STATUSES = ['in_transit', 'confirmed', 'rejected', 'disputed'] as const;
export type HandOverStatus = (typeof HAND_OVER_STATUSES)[number];

export const HAND_OVER_STATUS_LABELS: Record<HandOverStatus, string> = {
  in_transit: 'In transit',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  disputed: 'Disputed',
};

/** The manager's cash-in-transit buttons: button_id 1 confirm, 2 reject. */
export const TRANSIT_ACTIONS = { 1: 'confirm', 2: 'reject' } as const;
export type TransitAction = (typeof TRANSIT_ACTIONS)[keyof typeof TRANSIT_ACTIONS] | 'dispute';

const TRANSIT_NEXT: Record<TransitAction, HandOverStatus> = {
  confirm: 'confirmed',
  reject: 'rejected',
  dispute: 'disputed',
};

/** The status an action leads to, or null once the hand-over has left transit. */
export function handOverNext(status: HandOverStatus, action: TransitAction): HandOverStatus | null {
  return status === 'in_transit' ? TRANSIT_NEXT[action] : null;
}

/** The manager's buttons on a hand-over. */
export function transitButtons(status: HandOverStatus) {
  const open = status === 'in_transit';
  return { confirm_button: open, reject_button: open, dispute_button: open };
}
