import {
  cartRequestedDates,
  returnPickupEvents,
  returnPickups,
  type ReturnPickupRow,
} from '@backoffice/db/schema';
import type { PickupEventKind } from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import type { LockedRequest } from './request-step';

/** Appends a row to the cart's pickup log. */
export async function writePickupEvent(
  { tx, now, caller }: UseCaseScope,
  pickup: ReturnPickupRow,
  kind: PickupEventKind,
  extra: {
    pending_reason_text?: string | null;
    pickup_attempted_on?: Date | null;
    attempted_by?: string | null;
  } = {},
): Promise<void> {
  await tx.insert(returnPickupEvents).values({
    return_pickup_id: pickup.id,
    cart_id: pickup.cart_id,
    kind,
    pickup_date: pickup.pickup_date,
    docket_number: pickup.docket_number,
    pending_reason_text: extra.pending_reason_text ?? null,
    pickup_attempted_on: extra.pickup_attempted_on ?? null,
    attempted_by: extra.attempted_by ?? caller.name,
    by_login_id: caller.login_id,
    created_at: now,
  });
}

/** Changes a pickup's fields with a new version and its audit record; answers the new row. */
export async function updatePickup(
  { tx, record, now }: UseCaseScope,
  pickup: ReturnPickupRow,
  fields: Partial<
    Pick<
      ReturnPickupRow,
      | 'state'
      | 'pickup_date'
      | 'courier'
      | 'booking_id'
      | 'docket_number'
      | 'docket_count'
      | 'warehouse_id'
      | 'failed_attempts'
    >
  >,
  reason: string,
): Promise<ReturnPickupRow> {
  const [after] = await tx
    .update(returnPickups)
    .set({ ...fields, version: pickup.version + 1, updated_at: now })
    .where(eq(returnPickups.id, pickup.id))
    .returning();
  if (!after) throw new Error(`updatePickup: pickup ${pickup.id} vanished`);
  await record.change({
    entity: 'return_pickup',
    id: pickup.id,
    changes: changedFields(pickup, fields),
    reason,
  });
  return after;
}

/** The requested date log's reverse row (is_forward 0) of a new pickup date. */
export async function writeRequestedPickupDate(
  { tx, now }: UseCaseScope<StaffCaller>,
  caller: StaffCaller,
  cartId: number,
  dates: { new_date: string; old_date: string | null; remarks: string | null },
): Promise<void> {
  await tx.insert(cartRequestedDates).values({
    cart_id: cartId,
    new_requested_date: dates.new_date,
    old_pickup_date: dates.old_date,
    updated_by_name: caller.name,
    updated_by_email: caller.staff.email,
    is_forward: false,
    planning_remarks: dates.remarks,
    created_at: now,
  });
}

/** A sentence in the order's history about the request's pickup, in the cart's status. */
export async function commentOnPickup(
  { record }: UseCaseScope,
  { order, cart }: Pick<LockedRequest, 'order' | 'cart'>,
  text: string,
): Promise<void> {
  await record.change({
    entity: 'cart',
    id: cart.id,
    changes: {},
    reason: text,
    comment: { order_id: order.id, cart_id: cart.id, order_status: cart.orm_order_status, text },
  });
}
