import { bigint, bigserial, boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { carts } from './carts';

/** The requested date log of a cart (001 "Requested date log row"): every delivery date asked for. */
export const cartRequestedDates = pgTable(
  'cart_requested_dates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    new_requested_date: date('new_requested_date', { mode: 'string' }).notNull(),
    old_pickup_date: date('old_pickup_date', { mode: 'string' }),
    updated_by_name: text('updated_by_name').notNull(),
    updated_by_email: text('updated_by_email').notNull(),
    /** Forward (delivery) or reverse (return pickup). */
    is_forward: boolean('is_forward').notNull().default(true),
    planning_remarks: text('planning_remarks'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('cart_requested_dates_cart_id_idx').on(t.cart_id, t.created_at)],
);

export type CartRequestedDateRow = typeof cartRequestedDates.$inferSelect;
export type NewCartRequestedDateRow = typeof cartRequestedDates.$inferInsert;
