import { STATUS_IDS, type StatusId } from '@backoffice/domain/orders';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { carts } from './carts';
import { orders } from './orders';
import { staff } from '../identity/staff';

/** The call outcome an agent records with a comment (001 "Comment"). */
export interface CallDisposition {
  category: string;
  sub_category: string | null;
  third_category: string | null;
  call_detail_type: string | null;
}

/** Comments on an order or one of its carts, with the status they were written against. */
export const orderComments = pgTable(
  'order_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cart_id: bigint('cart_id', { mode: 'number' }).references(() => carts.id),
    order_status: smallint('order_status').$type<StatusId>(),
    comment: text('comment').notNull(),
    /** Null for comments the system writes itself. */
    by_login_id: integer('by_login_id').references(() => staff.login_id),
    by_role: text('by_role').notNull(),
    by_name: text('by_name').notNull(),
    disposition: jsonb('disposition').$type<CallDisposition>(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_comments_order_status_check', nullOrOneOf(t.order_status, STATUS_IDS)),
    index('order_comments_order_id_idx').on(t.order_id, t.created_at),
    index('order_comments_cart_id_idx').on(t.cart_id),
  ],
);

export type OrderCommentRow = typeof orderComments.$inferSelect;
export type NewOrderCommentRow = typeof orderComments.$inferInsert;
