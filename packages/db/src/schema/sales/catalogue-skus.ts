import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { notNegative } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { catalogueModels } from './catalogue-models';

/**
 * A sellable item: one size of a model with one set of property choices, at its price. The
 * SKU is what carts hold (item_sku) and the ERP's material number.
 */
export const catalogueSkus = pgTable(
  'catalogue_skus',
  {
    id: serial('id').primaryKey(),
    model_id: integer('model_id')
      .notNull()
      .references(() => catalogueModels.id),
    sku: text('sku').notNull().unique(),
    /** The name carts show (item_name, item_full_name). */
    full_name: text('full_name').notNull(),
    length_in: smallint('length_in').notNull(),
    breadth_in: smallint('breadth_in').notNull(),
    /** Null for flat goods. */
    height_in: smallint('height_in'),
    /** Unit price, paise. */
    price_paise: integer('price_paise').notNull(),
    /** Unit MRP, paise: never below the price. */
    mrp_paise: integer('mrp_paise').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('catalogue_skus_length_check', sql`${t.length_in} > 0`),
    check('catalogue_skus_breadth_check', sql`${t.breadth_in} > 0`),
    check('catalogue_skus_height_check', sql`${t.height_in} is null or ${t.height_in} > 0`),
    check('catalogue_skus_price_paise_check', notNegative(t.price_paise)),
    check('catalogue_skus_mrp_paise_check', sql`${t.mrp_paise} >= ${t.price_paise}`),
    index('catalogue_skus_model_idx').on(t.model_id),
  ],
);

export type CatalogueSkuRow = typeof catalogueSkus.$inferSelect;
export type NewCatalogueSkuRow = typeof catalogueSkus.$inferInsert;
