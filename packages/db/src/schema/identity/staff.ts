import type { LoginRole } from '@backoffice/domain/access';
import type { UserStatus } from '@backoffice/domain/identity';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowTimes, rowVersion } from '../core/columns';

/**
 * Staff accounts. `login_id` is given explicitly: the spec's rules name some staff by id
 * (Team Leaders allowed to cancel or to import the logistics sheet).
 */
export const staff = pgTable(
  'staff',
  {
    login_id: integer('login_id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case; the sign-in username. */
    email: text('email').notNull().unique(),
    contact: text('contact'),
    /** Comma-separated role codes (e.g. "CET,OC"); the service checks them with isValidRoleString. */
    role: text('role').notNull().default(''),
    login_role: text('login_role').$type<LoginRole>(),
    /** argon2id; null for an account that signs in with the company account only. */
    password_hash: text('password_hash'),
    /** Set when someone else gave the first password (a retail member's): the owner chooses one. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    is_pod_leader: boolean('is_pod_leader').notNull().default(false),
    can_create_member: boolean('can_create_member').notNull().default(false),
    is_session_started: boolean('is_session_started').notNull().default(false),
    status: text('status').$type<UserStatus>().notNull().default('working'),
    is_active: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('staff_status_check', sql`${t.status} in ('working', 'break')`),
    check('staff_email_lower_case_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
