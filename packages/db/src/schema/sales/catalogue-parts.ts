import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { catalogueModels } from './catalogue-models';

/** A part of a model that can be issued on its own (bed legs, a sofa's cushion cover). */
export const catalogueParts = pgTable(
  'catalogue_parts',
  {
    id: serial('id').primaryKey(),
    model_id: integer('model_id')
      .notNull()
      .references(() => catalogueModels.id),
    part_code: text('part_code').notNull(),
    name: text('name').notNull(),
    /** How many one item may take: min_value to max_value (per item ordered). */
    min_value: smallint('min_value').notNull().default(1),
    max_value: smallint('max_value').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    unique('catalogue_parts_model_code_unique').on(t.model_id, t.part_code),
    check('catalogue_parts_min_value_check', sql`${t.min_value} >= 0`),
    check('catalogue_parts_max_value_check', sql`${t.max_value} >= greatest(${t.min_value}, 1)`),
  ],
);

export type CataloguePartRow = typeof catalogueParts.$inferSelect;
