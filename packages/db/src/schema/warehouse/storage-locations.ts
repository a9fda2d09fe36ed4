import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { warehouses } from './warehouses';

/**
 * A storage location of a warehouse (the ERP's SLOC): finished goods, returns, quality hold.
 * Only sellable locations count towards an item's availability.
 */
export const storageLocations = pgTable(
  'storage_locations',
  {
    id: serial('id').primaryKey(),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    is_sellable: boolean('is_sellable').notNull().default(true),
  },
  (t) => [
    unique('storage_locations_warehouse_code_unique').on(t.warehouse_id, t.code),
    check('storage_locations_code_check', sql`${t.code} ~ '^[A-Z0-9]{2,8}$'`),
  ],
);

export type StorageLocationRow = typeof storageLocations.$inferSelect;
