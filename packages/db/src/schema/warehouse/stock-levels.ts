import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { rowTimes, rowVersion } from '../core/columns';
import { catalogueSkus } from '../sales/catalogue-skus';
import { storageLocations } from './storage-locations';

/** How many of an item lie in one storage location; never negative. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    sku_id: integer('sku_id')
      .notNull()
      .references(() => catalogueSkus.id),
    storage_location_id: integer('storage_location_id')
      .notNull()
      .references(() => storageLocations.id),
    quantity: integer('quantity').notNull(),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.sku_id, t.storage_location_id] }),
    check('stock_levels_quantity_check', sql`${t.quantity} >= 0`),
    index('stock_levels_storage_location_idx').on(t.storage_location_id),
  ],
);

export type StockLevelRow = typeof stockLevels.$inferSelect;
