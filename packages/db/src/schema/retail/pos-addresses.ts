import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { tenDigitMobile } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { customers } from '../orders/customers';

/** A billing address kept with a shipping address when they differ. */
export interface PosBillingAddressJson {
  firstname: string;
  lastname: string;
  address: string;
  landmark: string | null;
  pincode: string;
  city: string;
  state: string;
}

/**
 * A customer's saved addresses (the POS address table, 002 section 3 "Address"): shipping
 * fields, and billing when it differs. Deleting marks is_deleted (placed orders copy the address).
 */
export const posAddresses = pgTable(
  'pos_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customer_id: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    alias: text('alias'),
    email_address: text('email_address').notNull(),
    mobile_number: text('mobile_number').notNull(),
    alternate_mobile_number: text('alternate_mobile_number'),
    address: text('address').notNull(),
    landmark: text('landmark').notNull(),
    pincode: char('pincode', { length: 6 }).notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    gst_number: text('gst_number'),
    gst_organization: text('gst_organization'),
    billing_address: jsonb('billing_address').$type<PosBillingAddressJson>(),
    is_deleted: boolean('is_deleted').notNull().default(false),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('pos_addresses_mobile_check', tenDigitMobile(t.mobile_number)),
    check('pos_addresses_alternate_mobile_check', tenDigitMobile(t.alternate_mobile_number)),
    check('pos_addresses_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    index('pos_addresses_customer_idx').on(t.customer_id),
  ],
);

export type PosAddressRow = typeof posAddresses.$inferSelect;
