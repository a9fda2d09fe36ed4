import { boolean, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/** Why an agent pauses after a call (the disposition form's break reason). */
export const breakReasons = pgTable('break_reasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort_order: smallint('sort_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
});

export type BreakReasonRow = typeof breakReasons.$inferSelect;
