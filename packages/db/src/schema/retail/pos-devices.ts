import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { retailStores } from './stores';

/** A store's POS machines (pos_machine_details): one may be the default the till preselects. */
export const posDevices = pgTable(
  'pos_devices',
  {
    id: serial('id').primaryKey(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    device_number: text('device_number').notNull(),
    is_default_device: boolean('is_default_device').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('pos_devices_number_check', sql`char_length(${t.device_number}) between 1 and 40`),
    uniqueIndex('pos_devices_number_key').on(t.retail_store_id, t.device_number),
    uniqueIndex('pos_devices_default_key')
      .on(t.retail_store_id)
      .where(sql`${t.is_default_device} and ${t.is_active}`),
    index('pos_devices_store_idx').on(t.retail_store_id),
  ],
);

export type PosDeviceRow = typeof posDevices.$inferSelect;
