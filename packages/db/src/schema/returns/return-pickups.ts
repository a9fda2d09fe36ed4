import { PICKUP_STATES, type PickupState } from '@backoffice/domain/returns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { returnRequests } from './return-requests';

/**
 * A return pickup booked with the courier for a cart (docs/returns.md "Pickups"): its date, the
 * courier's booking, its current docket, and what became of it. A cart has at most one pickup
 * that is not cancelled; a cancelled one stays for the pickup log.
 */
export const returnPickups = pgTable(
  'return_pickups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    request_id: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => returnRequests.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    state: text('state').$type<PickupState>().notNull(),
    /** The date the courier is to collect on, YYYY-MM-DD. */
    pickup_date: date('pickup_date', { mode: 'string' }).notNull(),
    courier: text('courier').notNull(),
    booking_id: text('booking_id').notNull(),
    /** The current docket (null before one is created). */
    docket_number: text('docket_number'),
    /** Dockets created for the pickup so far (a recreated docket counts again). */
    docket_count: smallint('docket_count').notNull().default(0),
    /** The warehouse the docket sends the product to. */
    warehouse_id: integer('warehouse_id'),
    /** Failed attempts so far. */
    failed_attempts: smallint('failed_attempts').notNull().default(0),
    booked_by_login_id: integer('booked_by_login_id').references(() => staff.login_id),
    ...rowTimes(),
    version: rowVersion(),
  },
  (t) => [
    index('return_pickups_cart_id_idx').on(t.cart_id, t.created_at),
    index('return_pickups_request_id_idx').on(t.request_id),
    uniqueIndex('return_pickups_one_open_per_cart')
      .on(t.cart_id)
      .where(sql`${t.state} <> 'cancelled'`),
    index('return_pickups_docket_number_idx').on(t.docket_number),
    check('return_pickups_state_check', oneOf(t.state, PICKUP_STATES)),
    check('return_pickups_docket_count_check', notNegative(t.docket_count)),
    check('return_pickups_failed_attempts_check', notNegative(t.failed_attempts)),
  ],
);

export type ReturnPickupRow = typeof returnPickups.$inferSelect;
export type NewReturnPickupRow = typeof returnPickups.$inferInsert;
