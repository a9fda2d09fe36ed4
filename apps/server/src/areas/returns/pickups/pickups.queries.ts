import type { Database } from '@backoffice/db';
import {
  orderAddresses,
  returnPickupEvents,
  returnPickups,
  type ReturnPickupRow,
} from '@backoffice/db/schema';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PickupAttempt } from '../../../integrations/courier/reverse-pickups';

/** The pickup of a request that is not cancelled, locked for a change; undefined without one. */
export async function openPickupOf(
  tx: Database,
  requestId: number,
): Promise<ReturnPickupRow | undefined> {
  const [pickup] = await tx
    .select()
    .from(returnPickups)
    .where(and(eq(returnPickups.request_id, requestId), ne(returnPickups.state, 'cancelled')))
    .for('update');
  return pickup;
}

/** The latest pickup of a cart (cancelled or not); undefined when it never had one. */
export async function latestPickupOfCart(
  db: Database,
  cartId: number,
): Promise<ReturnPickupRow | undefined> {
  const [pickup] = await db
    .select()
    .from(returnPickups)
    .where(eq(returnPickups.cart_id, cartId))
    .orderBy(desc(returnPickups.created_at), desc(returnPickups.id))
    .limit(1);
  return pickup;
}

/** The attempts recorded for a pickup, oldest first, as the courier reports them. */
export async function recordedAttempts(db: Database, pickupId: number): Promise<PickupAttempt[]> {
  const rows = await db
    .select()
    .from(returnPickupEvents)
    .where(
      and(
        eq(returnPickupEvents.return_pickup_id, pickupId),
        inArray(returnPickupEvents.kind, ['attempted', 'picked_up']),
      ),
    )
    .orderBy(returnPickupEvents.pickup_attempted_on, returnPickupEvents.id);
  return rows.map((r) => ({
    attempted_on: (r.pickup_attempted_on ?? r.created_at).toISOString(),
    picked_up: r.kind === 'picked_up',
    pending_reason: r.pending_reason_text,
    attempted_by: r.attempted_by ?? '',
  }));
}

/** Where the courier collects from: the order's shipping address. */
export async function pickupAddressOf(
  db: Database,
  orderId: number,
): Promise<{ pincode: string; city: string; mobile: string }> {
  const [address] = await db
    .select({
      pincode: orderAddresses.pincode,
      city: orderAddresses.city,
      mobile: orderAddresses.mobile_number,
    })
    .from(orderAddresses)
    .where(and(eq(orderAddresses.order_id, orderId), eq(orderAddresses.kind, 'shipping')));
  return address ?? { pincode: '', city: '', mobile: '' };
}

/**
 * A new pickup's id, taken from the table's sequence before it is booked (outside any
 * transaction): the courier's booking carries it as our reference, and the run that writes the
 * pickup inserts it with this id.
 */
export async function reservePickupId(db: Database): Promise<number> {
  // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('return_pickups', 'id'))::bigint as id`,
  )) as unknown as { rows: { id: string | number }[] };
  const id = Number(result.rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('reservePickupId: the sequence answered no id');
  return id;
}

/** A pickup by id (cancelled or not); undefined when no committed row has it. */
export async function pickupById(db: Database, id: number): Promise<ReturnPickupRow | undefined> {
  const [pickup] = await db.select().from(returnPickups).where(eq(returnPickups.id, id));
  return pickup;
}
