import { CUSTOMER_SEGMENTS, LEAD_STATUSES, LEAD_TYPE_IDS } from '@backoffice/domain/quotations';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf, tenDigitMobile } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { staff } from '../identity/staff';

/**
 * A lead of the quotations area: a prospective customer that quotations are made for
 * (packages/domain quotations/leads.ts for the types and the status machine).
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile_number: text('mobile_number').notNull(),
    /** Lower-cased, so that the search by e-mail is an exact match on the index. */
    email_id: text('email_id'),
    customer_segment: smallint('customer_segment').notNull(),
    lead_type: smallint('lead_type').notNull(),
    lead_status: text('lead_status').notNull().default('NEW'),
    expected_closure_date: date('expected_closure_date', { mode: 'string' }).notNull(),
    comments: text('comments'),
    /** The Location column: the city the latest quotation delivers to. */
    shipping_city: text('shipping_city'),
    /** Who added it; null for a lead pulled from the lead CRM. */
    created_by_id: integer('created_by_id').references(() => staff.login_id),
    /** The lead's id at the lead CRM: set when pulled from it or first pushed to it. */
    crm_lead_id: text('crm_lead_id').unique(),
    /** The status last sent to the lead CRM; a lead whose status differs awaits a push. */
    crm_pushed_status: text('crm_pushed_status'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('leads_mobile_number_check', tenDigitMobile(t.mobile_number)),
    check('leads_lead_type_check', oneOf(t.lead_type, LEAD_TYPE_IDS)),
    check('leads_lead_status_check', oneOf(t.lead_status, LEAD_STATUSES)),
    check('leads_crm_pushed_status_check', nullOrOneOf(t.crm_pushed_status, LEAD_STATUSES)),
    check(
      'leads_customer_segment_check',
      oneOf(
        t.customer_segment,
        CUSTOMER_SEGMENTS.map((s) => s.id),
      ),
    ),
    index('leads_mobile_number_idx').on(t.mobile_number),
    index('leads_email_id_idx').on(t.email_id),
    index('leads_created_at_idx').on(t.created_at.desc(), t.id.desc()),
    // One open lead per mobile number: a second Add Lead for it is refused with a message.
    uniqueIndex('leads_one_open_per_mobile_idx')
      .on(t.mobile_number)
      .where(sql`${t.lead_status} in ('NEW', 'QUOTED')`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
