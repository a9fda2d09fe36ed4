import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';

/** A retail store (spec 002 section 3): where Retail Agents sell and Retail Managers bank the cash. */
export const retailStores = pgTable(
  'retail_stores',
  {
    /** The store's code, e.g. BLR-IND-01. */
    retail_store_id: text('retail_store_id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('retail_stores_id_check', sql`${t.retail_store_id} ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$'`)],
);

export type RetailStoreRow = typeof retailStores.$inferSelect;
