import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowTimes } from '../core/columns';
import { staff } from './staff';

/**
 * A person's named filter sets of a list screen (`screen`, e.g. `orders.work-list`): the query
 * parameters the screen reads, one name per person and screen.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    owner_login_id: integer('owner_login_id')
      .notNull()
      .references(() => staff.login_id),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    /** Query parameter name to value, checked by the domain's `ZSavedFilterQuery`. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('saved_filters_owner_screen_name_idx').on(t.owner_login_id, t.screen, t.name),
    check('saved_filters_name_length_check', sql`char_length(${t.name}) between 1 and 60`),
    check('saved_filters_screen_length_check', sql`char_length(${t.screen}) between 1 and 60`),
    check('saved_filters_query_object_check', sql`jsonb_typeof(${t.query}) = 'object'`),
  ],
);

export type SavedFilterRow = typeof savedFilters.$inferSelect;
