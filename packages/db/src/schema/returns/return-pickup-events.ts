import { PICKUP_EVENT_KINDS, type PickupEventKind } from '@backoffice/domain/returns';
import { bigint, bigserial, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { returnPickups } from './return-pickups';

/**
 * The pickup log of a cart (001 "Pickup history"): every booking, date change, docket, attempt
 * and cancellation of its return pickups, appended, never edited. The attempts are the pickup
 * attempt log.
 */
export const returnPickupEvents = pgTable(
  'return_pickup_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    return_pickup_id: bigint('return_pickup_id', { mode: 'number' })
      .notNull()
      .references(() => returnPickups.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    kind: text('kind').$type<PickupEventKind>().notNull(),
    pickup_date: date('pickup_date', { mode: 'string' }).notNull(),
    docket_number: text('docket_number'),
    pending_reason_text: text('pending_reason_text'),
    /** The courier's visit (attempts only). */
    pickup_attempted_on: timestamptz('pickup_attempted_on'),
    /** The courier's executive for an attempt, the staff member's name otherwise. */
    attempted_by: text('attempted_by'),
    by_login_id: integer('by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('return_pickup_events_cart_id_idx').on(t.cart_id, t.created_at),
    index('return_pickup_events_pickup_id_idx').on(t.return_pickup_id),
    check('return_pickup_events_kind_check', oneOf(t.kind, PICKUP_EVENT_KINDS)),
  ],
);

export type ReturnPickupEventRow = typeof returnPickupEvents.$inferSelect;
export type NewReturnPickupEventRow = typeof returnPickupEvents.$inferInsert;
