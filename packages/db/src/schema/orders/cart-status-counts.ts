import { check, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { notNegative } from '../core/checks';

/** assigned_login_id of the unassigned carts in cart_status_counts. */
export const UNASSIGNED_LOGIN_ID = 0;

/**
 * How many carts each (channel, status, agent) holds: the tab counts of the work lists at the
 * scale of millions. Kept in the same transaction as every cart insert, status change and
 * reassignment by the helpers of `src/orders/status-counts.ts`; never written otherwise.
 */
export const cartStatusCounts = pgTable(
  'cart_status_counts',
  {
    affiliate_id: smallint('affiliate_id').notNull(),
    orm_order_status: smallint('orm_order_status').notNull(),
    /** The agent's login id, or UNASSIGNED_LOGIN_ID (0). */
    assigned_login_id: integer('assigned_login_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.affiliate_id, t.orm_order_status, t.assigned_login_id] }),
    check('cart_status_counts_count_check', notNegative(t.count)),
  ],
);

export type CartStatusCountRow = typeof cartStatusCounts.$inferSelect;
