import { sql } from 'drizzle-orm';
import { boolean, char, check, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A warehouse (the ERP's plant): where stock is kept and orders ship from. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    /** The ERP's plant code (plant_location), e.g. BLR1. */
    plant_code: text('plant_code').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: char('pincode', { length: 6 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [check('warehouses_plant_code_check', sql`${t.plant_code} ~ '^[A-Z0-9]{2,8}$'`)],
);

export type WarehouseRow = typeof warehouses.$inferSelect;
