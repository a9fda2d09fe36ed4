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
  unique,
} from 'drizzle-orm/pg-core';
import { catalogueProducts } from './catalogue-products';

/** A model of a product (Ortho Mattress, Sheesham Wood Bed): the picker's second choice. */
export const catalogueModels = pgTable(
  'catalogue_models',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    /** The model's part of its SKUs (ORTHO in MAT-ORTHO-72x36x6). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    item_url: text('item_url').notNull(),
    product_thumbnail: text('product_thumbnail').notNull(),
    /** The least one line may order. */
    min_quantity: smallint('min_quantity').notNull().default(1),
    position: smallint('position').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('catalogue_models_product_code_unique').on(t.product_id, t.code),
    check('catalogue_models_code_check', sql`${t.code} ~ '^[A-Z0-9]{2,16}$'`),
    check('catalogue_models_min_quantity_check', sql`${t.min_quantity} >= 1`),
    index('catalogue_models_product_idx').on(t.product_id, t.position),
  ],
);

export type CatalogueModelRow = typeof catalogueModels.$inferSelect;
export type NewCatalogueModelRow = typeof catalogueModels.$inferInsert;
