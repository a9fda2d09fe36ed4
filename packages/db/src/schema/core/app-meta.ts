import { pgTable, text } from 'drizzle-orm/pg-core';

/** Facts about the database itself, such as when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
