import { REFERRED_BY } from '@backoffice/domain/distribution';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { notNegative, oneOf, tenDigitMobile } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { staff } from '../identity/staff';

/**
 * A distributor (docs/distribution.md): the company, its shipping and billing address (city and
 * state from the pincode directory), GST or NOC, its status (`active`: false is "Disabled -
 * Pending Approval", which only FINANCE changes), whether it may order cash on delivery, and the
 * credit limit Finance lends it. Its credit is the ledger's sum (dealer_credit_entries).
 */
export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    /** The SAP code: what staff and sheets name the distributor by. */
    distributor_code: text('distributor_code').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    billing_address: text('billing_address').notNull(),
    billing_landmark: text('billing_landmark').notNull(),
    billing_pincode: text('billing_pincode').notNull(),
    billing_city: text('billing_city').notNull(),
    billing_state: text('billing_state').notNull(),
    is_noc_obtained: boolean('is_noc_obtained').notNull().default(false),
    gst_number: text('gst_number'),
    gst_organization: text('gst_organization'),
    /** When the GSTIN was last found active on the GST register. */
    gst_verified_at: timestamptz('gst_verified_at'),
    pan: text('pan').notNull(),
    contact_name: text('contact_name').notNull(),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    referred_by: text('referred_by').notNull(),
    active: boolean('active').notNull().default(false),
    is_cod_enabled: boolean('is_cod_enabled').notNull().default(false),
    /** How far below zero Finance lets the credit balance go, paise. */
    credit_limit_paise: bigint('credit_limit_paise', { mode: 'number' }).notNull().default(0),
    created_by_login_id: integer('created_by_login_id').references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('distributors_code_check', sql`${t.distributor_code} ~ '^[A-Z0-9][A-Z0-9-]{2,19}$'`),
    check('distributors_phone_check', tenDigitMobile(t.phone_number)),
    check('distributors_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('distributors_billing_pincode_check', sql`${t.billing_pincode} ~ '^[1-9][0-9]{5}$'`),
    check('distributors_pan_check', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check(
      'distributors_gst_or_noc_check',
      sql`${t.is_noc_obtained} or ${t.gst_number} is not null`,
    ),
    check('distributors_referred_by_check', oneOf(t.referred_by, REFERRED_BY)),
    check('distributors_credit_limit_check', notNegative(t.credit_limit_paise)),
    index('distributors_name_idx').on(sql`lower(${t.name})`, t.id),
    index('distributors_active_name_idx').on(t.active, sql`lower(${t.name})`, t.id),
    index('distributors_phone_idx').on(t.phone_number),
    index('distributors_gst_idx').on(t.gst_number),
  ],
);

export type DistributorDbRow = typeof distributors.$inferSelect;
export type NewDistributorDbRow = typeof distributors.$inferInsert;
