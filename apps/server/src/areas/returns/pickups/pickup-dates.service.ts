import { returnPickups, type ReturnPickupRow } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  PICKUP_DATE_ACTION_MESSAGES,
  indiaDay,
  pickupDateRefusal,
  type ChangePickupDate,
  type ReturnStepResponse,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import type { PickupBooking } from '../../../integrations/courier/reverse-pickups';
import type { CourierAnswers } from './courier-outside-locks';
import { courierRequestStep } from './courier-request-step';
import { openPickupOf, pickupAddressOf, pickupById, reservePickupId } from './pickups.queries';
import { stepAnswer } from './pickup-views';
import {
  commentOnPickup,
  updatePickup,
  writePickupEvent,
  writeRequestedPickupDate,
} from './pickup-writes';
import { bumpRequest, checkReturnStep, takeReturnStep, type LockedRequest } from './request-step';
import { returnOperationError } from './return-operations.errors';

/**
 * change-pickup-date/ (docs/returns.md "Pickups"): `schedule` books the request's first pickup
 * with the courier (Schedule Return Pickup to Return Pickup Created), `change` moves a booked
 * pickup the courier has not attempted, `reschedule` books a new visit after a failed attempt.
 * Each writes the requested date log's reverse row and a sentence in the order's history; the
 * date may not be before today (India). The courier is asked between two runs, never while the
 * request is locked (runWithCourier). Once per Idempotency-Key.
 */
export function changePickupDate(
  ctx: AppContext,
  caller: StaffCaller,
  input: ChangePickupDate,
  idempotency: IdempotentRequest | null,
): Promise<ReturnStepResponse> {
  return courierRequestStep(ctx, caller, input, idempotency, async (scope, locked, courier) => {
    const refusal = pickupDateRefusal(input.pickup_date, indiaDay(scope.now));
    if (refusal) throw fieldError('pickup_date', refusal);
    const open = await openPickupOf(scope.tx, locked.request.id);
    if (input.action === 'schedule') {
      return schedule(ctx, scope, courier, locked, open, input);
    }
    return movePickup(ctx, scope, courier, locked, open, input);
  });
}

/** A booking the courier made for a new pickup, with the pickup id it was made for. */
type NewBooking = PickupBooking & { pickup_id: number };

async function schedule(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  courier: CourierAnswers,
  locked: LockedRequest,
  open: ReturnPickupRow | undefined,
  input: ChangePickupDate,
): Promise<ReturnStepResponse> {
  if (open) throw returnOperationError('returns.pickup_booked');
  const { tx, now, caller, record } = scope;
  const actor = { principal: caller.principal };
  checkReturnStep(ctx, actor, locked, {
    action: 'schedule-pickup',
    to: STATUS.RETURN_PICKUP_CREATED,
  });
  const address = await pickupAddressOf(tx, locked.order.id);
  const booking = courier.answer<NewBooking>({
    key: `schedule:${locked.request.id}:${input.pickup_date}:${address.pincode}`,
    ask: async () => {
      const pickupId = await reservePickupId(ctx.db);
      const made = await ctx.integrations.reversePickups.schedule(
        { reference: String(pickupId), pickup_date: input.pickup_date, ...address },
        ctx.now(),
      );
      return { ...made, pickup_id: pickupId };
    },
    release: (made) => cancelUnkeptBooking(ctx, made),
  });
  const [pickup] = await tx
    .insert(returnPickups)
    .values({
      id: booking.pickup_id,
      request_id: locked.request.id,
      cart_id: locked.cart.id,
      state: 'booked',
      pickup_date: input.pickup_date,
      courier: booking.courier,
      booking_id: booking.booking_id,
      booked_by_login_id: caller.login_id,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!pickup) throw new Error('schedulePickup: the pickup insert returned no row');
  await record.change({
    entity: 'return_pickup',
    id: pickup.id,
    changes: {
      state: { before: null, after: pickup.state },
      pickup_date: { before: null, after: pickup.pickup_date },
      courier: { before: null, after: pickup.courier },
      booking_id: { before: null, after: pickup.booking_id },
    },
    reason: 'Pickup booked with the courier',
  });
  await writePickupEvent(scope, pickup, 'scheduled');
  await writeRequestedPickupDate(scope, caller, locked.cart.id, {
    new_date: input.pickup_date,
    old_date: null,
    remarks: input.comments ?? null,
  });
  const stepped = await takeReturnStep(ctx, scope, actor, locked, {
    action: 'schedule-pickup',
    to: STATUS.RETURN_PICKUP_CREATED,
    comment: `Return pickup scheduled for ${input.pickup_date} with ${booking.courier}${remark(input)}`,
  });
  const request = await bumpRequest(
    scope,
    stepped,
    { current_pickup_id: pickup.id },
    'Pickup booked',
  );
  return stepAnswer(PICKUP_DATE_ACTION_MESSAGES.schedule, request, pickup);
}

/**
 * A booking made for a use case that did not commit its pickup (refused on the second run, a
 * concurrent request answered first) is cancelled with the courier: nothing here holds it.
 */
async function cancelUnkeptBooking(ctx: AppContext, made: NewBooking): Promise<void> {
  if (await pickupById(ctx.db, made.pickup_id)) return;
  await ctx.integrations.reversePickups.cancel(made, ctx.now());
}

/** Change (not attempted yet) or reschedule (after a failed attempt) the open pickup's date. */
async function movePickup(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  courier: CourierAnswers,
  locked: LockedRequest,
  open: ReturnPickupRow | undefined,
  input: ChangePickupDate,
): Promise<ReturnStepResponse> {
  if (!open) throw returnOperationError('returns.no_active_pickup');
  if (open.state === 'picked_up') throw returnOperationError('returns.pickup_picked_up');
  if (locked.request.hold_sub_reason_id !== null) throw returnOperationError('returns.on_hold');
  const rescheduling = input.action === 'reschedule';
  if (rescheduling && open.failed_attempts === 0) {
    throw returnOperationError('returns.pickup_not_attempted');
  }
  if (!rescheduling && open.failed_attempts > 0) {
    throw returnOperationError('returns.pickup_attempted');
  }
  if (open.pickup_date === input.pickup_date) {
    throw returnOperationError('returns.pickup_same_date').at('pickup_date');
  }
  const { caller } = scope;
  courier.answer({
    key: `move:${open.id}:${open.version}:${input.pickup_date}`,
    ask: () => ctx.integrations.reversePickups.reschedule(open, input.pickup_date, ctx.now()),
    release: () => restoreCommittedDate(ctx, open.id, input.pickup_date),
  });
  const pickup = await updatePickup(
    scope,
    open,
    { pickup_date: input.pickup_date },
    rescheduling ? 'Pickup rescheduled' : 'Pickup date changed',
  );
  await writePickupEvent(scope, pickup, rescheduling ? 'rescheduled' : 'changed');
  await writeRequestedPickupDate(scope, caller, locked.cart.id, {
    new_date: input.pickup_date,
    old_date: open.pickup_date,
    remarks: input.comments ?? null,
  });
  const verb = rescheduling ? 'rescheduled' : 'moved';
  await commentOnPickup(
    scope,
    locked,
    `Return pickup ${verb} from ${open.pickup_date} to ${input.pickup_date}${remark(input)}`,
  );
  const request = await bumpRequest(scope, locked.request, {}, `Pickup ${verb}`);
  return stepAnswer(PICKUP_DATE_ACTION_MESSAGES[input.action], request, pickup);
}

/**
 * After a move the courier made but the use case did not commit (a 409 on the second run): the
 * courier's booking goes back to the date the committed pickup has. Nothing to do when the move
 * was kept, or the pickup is no longer open.
 */
async function restoreCommittedDate(
  ctx: AppContext,
  pickupId: number,
  askedDate: string,
): Promise<void> {
  const pickup = await pickupById(ctx.db, pickupId);
  if (!pickup || pickup.pickup_date === askedDate) return;
  if (pickup.state === 'cancelled' || pickup.state === 'picked_up') return;
  await ctx.integrations.reversePickups.reschedule(pickup, pickup.pickup_date, ctx.now());
}

const remark = (input: ChangePickupDate) => {
  const text = input.comments;
  return text ? `: ${text}` : '';
};
