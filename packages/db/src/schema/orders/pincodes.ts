import { sql } from 'drizzle-orm';
import { boolean, char, check, pgTable, text } from 'drizzle-orm/pg-core';

/** The pincode directory: where a pincode is and whether the retailer delivers there. */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: char('pincode', { length: 6 }).primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    serviceable: boolean('serviceable').notNull().default(true),
    /** Out of the delivery area: deliveries there count dockets and ODA charges. */
    oda: boolean('oda').notNull().default(false),
  },
  (t) => [check('pincodes_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`)],
);

export type PincodeRow = typeof pincodes.$inferSelect;
export type NewPincodeRow = typeof pincodes.$inferInsert;
