import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { carts } from './carts';

/** The courier dockets (consignment notes) a cart ships under. */
export const cartDockets = pgTable(
  'cart_dockets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    docket_number: text('docket_number').notNull(),
    courier_name: text('courier_name').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cart_dockets_cart_id_idx').on(t.cart_id),
    index('cart_dockets_docket_number_idx').on(t.docket_number),
  ],
);

export type CartDocketRow = typeof cartDockets.$inferSelect;
export type NewCartDocketRow = typeof cartDockets.$inferInsert;
