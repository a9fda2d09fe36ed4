import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from './staff';

/**
 * Signed-in sessions. Only the SHA-256 of the bearer token is kept, so a copy of the database
 * does not let anyone act as a user.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull().unique(),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    /** The role chosen on the sign-in screen (a value of SIGN_IN_ROLES). */
    sign_in_role: text('sign_in_role').notNull(),
    created_at: timestamptz('created_at').notNull(),
    last_seen_at: timestamptz('last_seen_at').notNull(),
    /** Absolute end, however active the session is. */
    expires_at: timestamptz('expires_at').notNull(),
    revoked_at: timestamptz('revoked_at'),
    address: text('address'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_login_id_idx').on(t.login_id)],
);

export type SessionRow = typeof sessions.$inferSelect;
