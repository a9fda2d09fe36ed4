import { z } from 'zod';
import { idParam } from '../../core/validation/wire-number';
import { ZCartPid, ZRowVersion } from '../../orders/order-requests';
import { STATUS, type StatusId } from '../../orders/statuses';
import type { DeliveryDateRange } from './contract';

/** A later delivery can be arranged until the cart is shipped. */
export const FUTURE_DELIVERY_STATUSES = [
  STATUS.NEW_ORDER,
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
  STATUS.INVOICED,
  STATUS.DOCKETED,
  STATUS.HOLD,
  STATUS.CALL_NOT_CONNECTED,
  STATUS.CALL_NOT_RECEIVED,
] as const satisfies readonly StatusId[];
/** How far ahead a customer may push a delivery, in days from the first date offered. */
export const FUTURE_DELIVERY_WINDOW_DAYS = 30;

export const FUTURE_DELIVERY_MESSAGES = {
  notPossible: 'Future delivery can be asked only before the cart is shipped',
  dateRequired: 'Select a delivery date',
  notOffered: 'Select a date inside the offered ranges',
  updated: 'Delivery date updated',
} as const;
const M = FUTURE_DELIVERY_MESSAGES;

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The dates a cart's delivery may move to: from the day after today or after the promised
 * date, whichever is later, for 30 days, without Sundays (no deliveries run on Sundays); each
 * run of Monday to Saturday is one range. A cart already shipped gets the message alone.
 */
export function futureDeliveryRanges(
  cart: { orm_order_status: StatusId; promised_date: string | null },
  today: string,
): { date_ranges: DeliveryDateRange[]; message: string | null } {
  if (!(FUTURE_DELIVERY_STATUSES as readonly StatusId[]).includes(cart.orm_order_status)) {
    return { date_ranges: [], message: M.notPossible };
  }
  const after = Math.max(toDay(today), cart.promised_date ? toDay(cart.promised_date) : 0);
  const first = after + DAY_MS;
  const ranges: DeliveryDateRange[] = [];
  let open: number | null = null;
  for (let day = first; day < first + FUTURE_DELIVERY_WINDOW_DAYS * DAY_MS; day += DAY_MS) {
    const sunday = new Date(day).getUTCDay() === 0;
    if (!sunday && open === null) open = day;
    if (sunday && open !== null) {
      ranges.push({ start_date: fromDay(open), end_date: fromDay(day - DAY_MS) });
      open = null;
    }
  }
  const last = first + (FUTURE_DELIVERY_WINDOW_DAYS - 1) * DAY_MS;
  if (open !== null) ranges.push({ start_date: fromDay(open), end_date: fromDay(last) });
  return { date_ranges: ranges, message: null };
}

/** Whether a date lies inside one of the offered ranges. */
export function isOfferedDate(date: string, ranges: readonly DeliveryDateRange[]): boolean {
  return ranges.some((r) => r.start_date <= date && date <= r.end_date);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_LENGTH = 'YYYY-MM-DD'.length;

/** POST /api/update-delivery-date/: cart_pid and cx_request_date (YYYY-MM-DD), with the version. */
export const ZUpdateDeliveryDateRequest = z.object({
  cart_pid: ZCartPid,
  version: ZRowVersion,
  cx_request_date: z
    .string({ error: M.dateRequired })
    .max(DATE_LENGTH, M.dateRequired)
    .regex(DATE, M.dateRequired)
    .refine((d) => Number.isFinite(toDay(d)) && fromDay(toDay(d)) === d, M.dateRequired),
});
export type TUpdateDeliveryDateRequest = z.infer<typeof ZUpdateDeliveryDateRequest>;

/** GET /api/update-delivery-date/ query. */
export const ZFutureDeliveryQuery = z.object({
  cart_pid: idParam('cart_pid must be a positive whole number'),
});
