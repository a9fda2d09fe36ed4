import { indiaDay, indiaDayStart } from '../../core/dates/india-day';
import { RETAIL_SEARCH_DEFAULT_DAYS } from './constants';
import type { PosOrderState } from './order-state';

/** The states a retail order search row shows (pos_order_status). */
export const POS_ORDER_STATUS = {
  building: 'Building',
  awaitingPayment: 'Awaiting Payment',
  paymentInProgress: 'Payment In Progress',
  placed: 'Placed',
  cancelled: 'Cancelled',
} as const;
export type PosOrderStatus = (typeof POS_ORDER_STATUS)[keyof typeof POS_ORDER_STATUS];

/**
 * A POS order's state in words (002 section 4): cancelled, placed (a normal order exists), a
 * payment in progress (ptr_id, not created), a payment type chosen but not paid, or still being
 * built at the till.
 */
export function posOrderStatus(state: PosOrderState): PosOrderStatus {
  if (state.is_order_cancelled) return POS_ORDER_STATUS.cancelled;
  if (state.is_order_created) return POS_ORDER_STATUS.placed;
  if (state.ptr_id !== null) return POS_ORDER_STATUS.paymentInProgress;
  if (state.payment_type !== null) return POS_ORDER_STATUS.awaitingPayment;
  return POS_ORDER_STATUS.building;
}

const DAY_MS = 24 * 3_600_000;

/** The default window of the search: the last 7 India days, today included. */
export function defaultRetailSearchWindow(now: Date): { start_date: string; end_date: string } {
  const end_date = indiaDay(now);
  const start = indiaDayStart(end_date).getTime() - (RETAIL_SEARCH_DEFAULT_DAYS - 1) * DAY_MS;
  return { start_date: indiaDay(new Date(start)), end_date };
}

/** The start may not come after the end. */
export const RETAIL_SEARCH_WINDOW_MESSAGE = 'Start date must not be after end date';
export const isRetailSearchWindow = (start: string, end: string): boolean => start <= end;

/** The download's file name for a window. */
export const retailOrdersFileName = (start: string, end: string): string =>
  `retail-orders-${start}-to-${end}.xlsx`;
