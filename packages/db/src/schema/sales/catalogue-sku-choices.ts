import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cataloguePropertyChoices } from './catalogue-property-choices';
import { cataloguePropertyTypes } from './catalogue-property-types';
import { catalogueSkus } from './catalogue-skus';

/** The property choices an item is made with: at most one choice per property. */
export const catalogueSkuChoices = pgTable(
  'catalogue_sku_choices',
  {
    sku_id: integer('sku_id')
      .notNull()
      .references(() => catalogueSkus.id),
    property_type_id: integer('property_type_id')
      .notNull()
      .references(() => cataloguePropertyTypes.id),
    choice_id: integer('choice_id')
      .notNull()
      .references(() => cataloguePropertyChoices.id),
  },
  (t) => [
    primaryKey({ columns: [t.sku_id, t.property_type_id] }),
    index('catalogue_sku_choices_choice_idx').on(t.choice_id),
  ],
);
