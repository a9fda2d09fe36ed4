import { bigint, bigserial, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { orders } from '../orders/orders';
import { returnRequests } from './return-requests';

/**
 * A product lost on its way back (lost-status-change/): the day it was lost, who marked it, and
 * the order that sends it again once created (backoffice-create-lost-product-order).
 */
export const lostProducts = pgTable('lost_products', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  cart_id: bigint('cart_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => carts.id),
  /** The request whose pickup lost it, when it was lost on a return. */
  request_id: bigint('request_id', { mode: 'number' }).references(() => returnRequests.id),
  lost_date: date('lost_date', { mode: 'string' }).notNull(),
  comments: text('comments'),
  marked_by_login_id: integer('marked_by_login_id').references(() => staff.login_id),
  /** The new order for the lost product, once created. */
  new_order_id: bigint('new_order_id', { mode: 'number' }).references(() => orders.id),
  created_at: timestamptz('created_at').notNull().defaultNow(),
});

export type LostProductRow = typeof lostProducts.$inferSelect;
