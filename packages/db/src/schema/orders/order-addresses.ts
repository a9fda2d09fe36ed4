import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, tenDigitMobile } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { orders } from './orders';

export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The shipping address of an order and, when it differs, its billing address (001 "Address"). */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<AddressKind>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    alias: text('alias'),
    email_address: text('email_address'),
    mobile_number: text('mobile_number').notNull(),
    alternate_mobile_number: text('alternate_mobile_number'),
    address: text('address').notNull(),
    landmark: text('landmark'),
    pincode: char('pincode', { length: 6 }).notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    gst_number: text('gst_number'),
    gst_organization: text('gst_organization'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('order_addresses_kind_check', oneOf(t.kind, ADDRESS_KINDS)),
    check('order_addresses_mobile_number_check', tenDigitMobile(t.mobile_number)),
    check('order_addresses_alternate_mobile_check', tenDigitMobile(t.alternate_mobile_number)),
    check('order_addresses_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    // One address of each kind per order.
    uniqueIndex('order_addresses_order_id_kind_idx').on(t.order_id, t.kind),
    // Universal search matches a shipping address mobile too.
    index('order_addresses_mobile_number_idx').on(t.mobile_number),
  ],
);

export type OrderAddressRow = typeof orderAddresses.$inferSelect;
export type NewOrderAddressRow = typeof orderAddresses.$inferInsert;
