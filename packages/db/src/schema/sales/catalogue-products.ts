import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * A product of the catalogue, the picker's first choice: Mattress, Bed, Sofa ... Its sku_code
 * (MAT, BED) is the {product} of the catalogue's paths and the first part of its items' SKUs.
 */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: serial('id').primaryKey(),
    sku_code: text('sku_code').notNull().unique(),
    name: text('name').notNull(),
    /** Where it sits in the picker's list. */
    position: smallint('position').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [check('catalogue_products_sku_code_check', sql`${t.sku_code} ~ '^[A-Z0-9]{2,16}$'`)],
);

export type CatalogueProductRow = typeof catalogueProducts.$inferSelect;
export type NewCatalogueProductRow = typeof catalogueProducts.$inferInsert;
