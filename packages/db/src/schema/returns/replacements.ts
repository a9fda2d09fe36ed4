import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { notNegative } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { returnRequests } from './return-requests';

/**
 * The product a replacement request ships (/replacements/create/, edit-replacement/). The dealer
 * customer price is paise (001 "dealer_cx_price", 2 decimals on the wire); null when none applies.
 */
export const replacements = pgTable(
  'replacements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    request_id: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => returnRequests.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    item_sku: text('item_sku').notNull(),
    item_name: text('item_name').notNull(),
    item_dimensions: text('item_dimensions').notNull().default(''),
    quantity: integer('quantity').notNull(),
    dealer_cx_price_paise: integer('dealer_cx_price_paise'),
    /** The cart the replacement ships as, once one is created. */
    new_cart_id: bigint('new_cart_id', { mode: 'number' }).references(() => carts.id),
    created_by_login_id: integer('created_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('replacements_quantity_check', sql`${t.quantity} > 0`),
    check(
      'replacements_dealer_cx_price_paise_check',
      sql`${t.dealer_cx_price_paise} is null or ${notNegative(t.dealer_cx_price_paise)}`,
    ),
    index('replacements_request_id_idx').on(t.request_id),
    index('replacements_cart_id_idx').on(t.cart_id),
  ],
);

export type ReplacementRow = typeof replacements.$inferSelect;
export type NewReplacementRow = typeof replacements.$inferInsert;
