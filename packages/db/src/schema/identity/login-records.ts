import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from './staff';

export const LOGIN_EVENTS = ['sign-in', 'failure', 'sign-out'] as const;
export type LoginEvent = (typeof LOGIN_EVENTS)[number];

/**
 * Every sign-in, failed attempt and sign-out (the spec's login stack). The sign-in throttling
 * counts attempts in `sign_in_throttles` and reads here where an account has signed in from.
 */
export const loginRecords = pgTable(
  'login_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the username matches no account. */
    login_id: integer('login_id').references(() => staff.login_id),
    username: text('username').notNull(),
    role: text('role').notNull(),
    event: text('event').$type<LoginEvent>().notNull(),
    address: text('address'),
    reason: text('reason'),
    created_at: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('login_records_event_check', sql`${t.event} in ('sign-in', 'failure', 'sign-out')`),
    index('login_records_username_idx').on(t.username, t.created_at),
    index('login_records_address_idx').on(t.address, t.created_at),
    index('login_records_login_id_idx').on(t.login_id, t.created_at),
  ],
);

export type LoginRecordRow = typeof loginRecords.$inferSelect;
