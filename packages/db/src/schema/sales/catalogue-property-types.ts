import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { catalogueModels } from './catalogue-models';

/** A property of a model (Finish, Colour, Pack); a required one must be chosen to buy. */
export const cataloguePropertyTypes = pgTable(
  'catalogue_property_types',
  {
    id: serial('id').primaryKey(),
    model_id: integer('model_id')
      .notNull()
      .references(() => catalogueModels.id),
    /** The key of product_data.properties (finish). */
    key: text('key').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    unique('catalogue_property_types_model_key_unique').on(t.model_id, t.key),
    check('catalogue_property_types_key_check', sql`${t.key} ~ '^[a-z][a-z_]{0,31}$'`),
  ],
);

export type CataloguePropertyTypeRow = typeof cataloguePropertyTypes.$inferSelect;
