import type { UserStatus } from '@backoffice/domain/identity';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from './staff';

/** Working and Break periods of a staff member (the Activity Status screen). */
export const staffStatusPeriods = pgTable(
  'staff_status_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    status: text('status').$type<UserStatus>().notNull(),
    started_at: timestamptz('started_at').notNull(),
    /** Null while the period lasts. */
    ended_at: timestamptz('ended_at'),
  },
  (t) => [
    check('staff_status_periods_status_check', sql`${t.status} in ('working', 'break')`),
    index('staff_status_periods_login_id_started_at_idx').on(t.login_id, t.started_at),
    // A person is in one status at a time: at most one open period each.
    uniqueIndex('staff_status_periods_one_open_idx')
      .on(t.login_id)
      .where(sql`${t.ended_at} is null`),
  ],
);

export type StaffStatusPeriodRow = typeof staffStatusPeriods.$inferSelect;
