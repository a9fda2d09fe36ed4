import { EDD_DAYS } from '@backoffice/domain/uploads';
import { sql } from 'drizzle-orm';
import { boolean, char, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The pincode directory: where a pincode is, whether the retailer delivers there, with cash on
 * delivery or not, and in how many days (the pincode and EDD sheets keep it).
 */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: char('pincode', { length: 6 }).primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    serviceable: boolean('serviceable').notNull().default(true),
    /** Out of the delivery area: deliveries there count dockets and ODA charges. */
    oda: boolean('oda').notNull().default(false),
    /** Whether the couriers serving the pincode collect cash on delivery. */
    cod_available: boolean('cod_available').notNull().default(true),
    /** Days from an order to its estimated delivery there. */
    edd_days: smallint('edd_days').notNull().default(7),
  },
  (t) => [
    check('pincodes_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check(
      'pincodes_edd_days_check',
      sql`${t.edd_days} BETWEEN ${sql.raw(String(EDD_DAYS.min))} AND ${sql.raw(String(EDD_DAYS.max))}`,
    ),
  ],
);

export type PincodeRow = typeof pincodes.$inferSelect;
export type NewPincodeRow = typeof pincodes.$inferInsert;
