import { LEAD_EVENT_KINDS, LEAD_STATUSES, LEAD_SYNC_KINDS } from '@backoffice/domain/quotations';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { leads } from './leads';

/** A lead's history: what happened to it, by whom (null: the lead CRM), append-only. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    kind: text('kind').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    quotation_random_id: text('quotation_random_id'),
    order_random_id: text('order_random_id'),
    by_login_id: integer('by_login_id').references(() => staff.login_id),
    by_name: text('by_name'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('lead_events_kind_check', oneOf(t.kind, LEAD_EVENT_KINDS)),
    check('lead_events_from_status_check', nullOrOneOf(t.from_status, LEAD_STATUSES)),
    check('lead_events_to_status_check', nullOrOneOf(t.to_status, LEAD_STATUSES)),
    index('lead_events_lead_idx').on(t.lead_id, t.created_at.desc()),
  ],
);
export type LeadEventRow = typeof leadEvents.$inferSelect;

/** A run of the lead CRM sync (/leadsquared): pulled leads or pushed statuses. */
export const leadSyncRuns = pgTable(
  'lead_sync_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    done_count: integer('done_count').notNull(),
    skipped_count: integer('skipped_count').notNull(),
    message: text('message').notNull(),
    by_login_id: integer('by_login_id')
      .notNull()
      .references(() => staff.login_id),
    by_name: text('by_name').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('lead_sync_runs_kind_check', oneOf(t.kind, LEAD_SYNC_KINDS)),
    index('lead_sync_runs_created_at_idx').on(t.created_at.desc(), t.id.desc()),
  ],
);
export type LeadSyncRunRow = typeof leadSyncRuns.$inferSelect;
