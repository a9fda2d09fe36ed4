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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The disposition tree of the call centre: categories (level 1), their sub categories (2) and
 * third categories (3). An agent picks one path after each call.
 */
export const crmDispositionCategories = pgTable(
  'crm_disposition_categories',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => crmDispositionCategories.id),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    sort_order: smallint('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('crm_disposition_categories_level_check', sql`${t.level} in (1, 2, 3)`),
    check(
      'crm_disposition_categories_parent_check',
      sql`(${t.level} = 1) = (${t.parent_id} is null)`,
    ),
    uniqueIndex('crm_disposition_categories_name_idx').on(sql`coalesce(${t.parent_id}, 0)`, t.name),
    index('crm_disposition_categories_parent_idx').on(t.parent_id),
  ],
);

export type CrmDispositionCategoryRow = typeof crmDispositionCategories.$inferSelect;
export type NewCrmDispositionCategoryRow = typeof crmDispositionCategories.$inferInsert;
