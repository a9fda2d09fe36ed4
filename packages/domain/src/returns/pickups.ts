import { z } from 'zod';
import { idParam, MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';
import { RETURN_MESSAGES } from './messages';
import { ZSchedulePickup } from './schemas';

/** What the pickup calls say (001 section 8, and ours where the spec is silent). */
export const PICKUP_MESSAGES = {
  scheduled: RETURN_MESSAGES.pickupScheduled,
  changed: RETURN_MESSAGES.pickupChanged,
  rescheduled: RETURN_MESSAGES.pickupRescheduled,
  cancelled: 'Return Pickup Cancelled!',
  docketCreated: 'Docket Created!',
  docketRecreated: 'Docket Recreated!',
  refreshed: 'Pickup Updated!',
  reachedWarehouse: 'Return Reached to Warehouse!',
  inwardScanned: 'Inward Scanned!',
  noHistory: RETURN_MESSAGES.noPickupHistory,
  attemptsNotAList: RETURN_MESSAGES.somethingWentWrong,
  dateBeforeToday: 'Pickup date cannot be earlier than today',
  sameDate: 'The pickup is already booked for that date',
  noActivePickup: 'This return has no pickup booked',
  alreadyBooked: 'A pickup is already booked for this return; change it instead',
  notAttempted: 'Reschedule follows a failed pickup attempt; change the date instead',
  attemptedAlready: 'The courier has attempted this pickup; reschedule it instead',
  noDocket: 'This pickup has no docket yet',
  hasDocket: 'This pickup has a docket already; recreate it instead',
  pickedUp: 'The courier has picked this return up already',
} as const;

/**
 * How a return pickup's date is set (change-pickup-date/): `schedule` books the first pickup
 * (Schedule Return Pickup to Return Pickup Created), `change` moves a booked pickup the courier
 * has not attempted, `reschedule` books a new visit after a failed attempt.
 */
export const PICKUP_DATE_ACTIONS = ['schedule', 'change', 'reschedule'] as const;
export type PickupDateAction = (typeof PICKUP_DATE_ACTIONS)[number];

/** The success message of each pickup date action. */
export const PICKUP_DATE_ACTION_MESSAGES: Record<PickupDateAction, string> = {
  schedule: PICKUP_MESSAGES.scheduled,
  change: PICKUP_MESSAGES.changed,
  reschedule: PICKUP_MESSAGES.rescheduled,
};

/** The states of a return pickup (designed): booked, docketed, picked up, or cancelled. */
export const PICKUP_STATES = ['booked', 'docketed', 'picked_up', 'cancelled'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** The kinds of a pickup history row, with the status text the pickup log shows. */
export const PICKUP_EVENT_LABELS = {
  scheduled: 'Pickup Scheduled',
  changed: 'Pickup Date Changed',
  rescheduled: 'Pickup Rescheduled',
  docketed: 'Docket Created',
  redocketed: 'Docket Recreated',
  attempted: 'Pickup Attempted',
  picked_up: 'Picked Up',
  cancelled: 'Pickup Cancelled',
} as const;
export type PickupEventKind = keyof typeof PICKUP_EVENT_LABELS;
export const PICKUP_EVENT_KINDS = Object.keys(PICKUP_EVENT_LABELS) as PickupEventKind[];

const ZVersion = wireNumber(
  z.number({ error: 'Give the version you saw' }).int().min(1).max(MAX_ROW_ID),
);

/** POST change-pickup-date/: schedule, change or reschedule a request's return pickup. */
export const ZChangePickupDate = ZSchedulePickup.extend({
  action: z.enum(PICKUP_DATE_ACTIONS, { error: 'Choose schedule, change or reschedule' }),
});
export type ChangePickupDate = z.infer<typeof ZChangePickupDate>;

/** ?cart_pid= of the pickup reads (history, attempts, requested dates, label form, tracking, TAT). */
export const ZReturnCartQuery = z.object({
  cart_pid: idParam('Give a valid id'),
  limit: wireNumber(z.number().int().min(1).max(200)).default(100),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
});
export type ReturnCartQuery = z.infer<typeof ZReturnCartQuery>;

/** A request named with the version the caller saw (the pickup steps without a form). */
export const ZPickupRequestRef = z
  .object({ request_id: idParam('Give a valid id'), version: ZVersion })
  .strict();
export type PickupRequestRef = z.infer<typeof ZPickupRequestRef>;

/** POST returns/reached-warehouse/ and returns/inward-scan/: the warehouse's step, with a note. */
export const ZWarehouseStep = ZPickupRequestRef.extend({
  comments: z.string().trim().max(500, 'Comments should not exceed 500').optional(),
}).strict();
export type WarehouseStep = z.infer<typeof ZWarehouseStep>;

/** POST returns/create-docket/: the shipping form of 001 section 3 for a return pickup. */
export const ZCreateReturnDocket = ZPickupRequestRef.extend({
  return_pickup_id: idParam('Give a valid id'),
  warehouse_id: wireNumber(z.number({ error: 'Required!' }).int().min(1).max(MAX_ROW_ID)),
}).strict();
export type CreateReturnDocket = z.infer<typeof ZCreateReturnDocket>;

/** Why a pickup date may not be booked on `today` (India), or null. */
export function pickupDateRefusal(pickupDate: string, today: string): string | null {
  return pickupDate < today ? PICKUP_MESSAGES.dateBeforeToday : null;
}
