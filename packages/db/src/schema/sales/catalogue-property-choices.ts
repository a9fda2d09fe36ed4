import { integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { cataloguePropertyTypes } from './catalogue-property-types';

/** One choice of a property: its value (WAL, part of the SKU) and its label (Walnut). */
export const cataloguePropertyChoices = pgTable(
  'catalogue_property_choices',
  {
    id: serial('id').primaryKey(),
    property_type_id: integer('property_type_id')
      .notNull()
      .references(() => cataloguePropertyTypes.id),
    value: text('value').notNull(),
    label: text('label').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [unique('catalogue_property_choices_type_value_unique').on(t.property_type_id, t.value)],
);

export type CataloguePropertyChoiceRow = typeof cataloguePropertyChoices.$inferSelect;
