import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { carts } from './carts';
import { orders } from './orders';

/** Analytics events of orders (a cancellation, an urgent delivery ...), appended only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cart_id: bigint('cart_id', { mode: 'number' }).references(() => carts.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_id_idx').on(t.order_id),
    index('order_events_name_idx').on(t.name, t.created_at),
  ],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = typeof orderEvents.$inferInsert;
