import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { retailStores } from './stores';

/**
 * A retail session (spec 000 section 4, 002 section 4): a member of a store's staff at work, from
 * start to end. A manager's session opens with the Start Today Session amount they counted; an
 * agent's has none. One open session per login. staff.is_session_started mirrors the open one.
 */
export const retailSessions = pgTable(
  'retail_sessions',
  {
    retail_session_id: serial('retail_session_id').primaryKey(),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    /** role_type of the member: 1 Retail Manager, 2 Retail Agent. */
    role_type: smallint('role_type').notNull(),
    opening_amount_paise: bigint('opening_amount_paise', { mode: 'number' }),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    ended_at: timestamptz('ended_at'),
  },
  (t) => [
    check('retail_sessions_role_type_check', sql`${t.role_type} in (1, 2)`),
    check(
      'retail_sessions_opening_amount_check',
      sql`${t.opening_amount_paise} is null or ${t.opening_amount_paise} >= 0`,
    ),
    check(
      'retail_sessions_end_after_start_check',
      sql`${t.ended_at} is null or ${t.ended_at} >= ${t.started_at}`,
    ),
    uniqueIndex('retail_sessions_one_open_per_login_idx')
      .on(t.login_id)
      .where(sql`${t.ended_at} is null`),
    index('retail_sessions_store_started_idx').on(t.retail_store_id, t.started_at),
  ],
);

export type RetailSessionRow = typeof retailSessions.$inferSelect;
