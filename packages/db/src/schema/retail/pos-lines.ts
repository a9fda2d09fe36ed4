import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rowTimes } from '../core/columns';
import { posOrders } from './pos-orders';

/**
 * A line (temp cart) of a POS order: the SKU and size the picker chose, its quantity, prices at
 * the time it was added (paise), the delivery mode (a delivery type id, 99 the fastest) and its
 * charges, and, for an instant pickup, the batches it leaves the store from.
 */
export const posLines = pgTable(
  'pos_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pos_order_id: bigint('pos_order_id', { mode: 'number' })
      .notNull()
      .references(() => posOrders.id),
    item_sku: text('item_sku').notNull(),
    item_dimensions: text('item_dimensions').notNull(),
    item_model: text('item_model').notNull().default(''),
    product: text('product').notNull(),
    item_quantity: integer('item_quantity').notNull(),
    item_price_paise: bigint('item_price_paise', { mode: 'number' }).notNull(),
    item_mrp_paise: bigint('item_mrp_paise', { mode: 'number' }).notNull(),
    delivery_mode: smallint('delivery_mode').notNull().default(99),
    delivery_charges_paise: bigint('delivery_charges_paise', { mode: 'number' })
      .notNull()
      .default(0),
    is_instant_invoice: boolean('is_instant_invoice').notNull().default(false),
    batch_number: text('batch_number').notNull().default(''),
    extra_specifications: jsonb('extra_specifications')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    ...rowTimes(),
  },
  (t) => [
    check('pos_lines_quantity_check', sql`${t.item_quantity} between 1 and 100`),
    check(
      'pos_lines_price_check',
      sql`${t.item_price_paise} >= 0 and ${t.item_mrp_paise} >= ${t.item_price_paise}`,
    ),
    check('pos_lines_delivery_check', sql`${t.delivery_charges_paise} >= 0`),
    check('pos_lines_delivery_mode_check', sql`${t.delivery_mode} in (1, 2, 3, 4, 99)`),
    uniqueIndex('pos_lines_sku_key').on(t.pos_order_id, t.item_sku),
    index('pos_lines_order_idx').on(t.pos_order_id),
  ],
);

export type PosLineRow = typeof posLines.$inferSelect;
