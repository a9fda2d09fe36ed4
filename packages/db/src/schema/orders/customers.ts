import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenDigitMobile } from '../core/checks';
import { rowVersion, timestamptz } from '../core/columns';

/** The people who buy: one row per customer, shared by their orders. */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    alternate_mobile: text('alternate_mobile'),
    /** Stored lower-case: universal search matches e-mails exactly. */
    email: text('email'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    version: rowVersion(),
  },
  (t) => [
    check('customers_mobile_check', tenDigitMobile(t.mobile)),
    check('customers_alternate_mobile_check', tenDigitMobile(t.alternate_mobile)),
    check('customers_email_lower_case_check', sql`${t.email} = lower(${t.email})`),
    // One customer per mobile (placing an order finds or creates it by mobile, insert on
    // conflict); universal search: a 10-digit mobile, an exact e-mail, a name prefix.
    uniqueIndex('customers_mobile_key').on(t.mobile),
    index('customers_alternate_mobile_idx').on(t.alternate_mobile),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    // id and name in the key make a name search an index-only scan: a bare first name matches
    // thousands of customers, whose rows would otherwise each be read for their id.
    index('customers_name_prefix_idx').using(
      'btree',
      sql`lower(${t.name}) text_pattern_ops`,
      t.id,
      t.name,
    ),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
