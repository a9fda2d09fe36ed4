import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from './staff';

/**
 * The set-password links a password reset sends to the account holder (decision 018): the hash
 * of the link's token (the token itself is only in the holder's message), who reset the
 * password and when, where the link went, when it expires and when its one use was made. The
 * latest row of an account is its last reset.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    token_hash: text('token_hash').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    sent_to: text('sent_to').notNull(),
    reset_by_login_id: integer('reset_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    reset_at: timestamptz('reset_at').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_links_token_hash_idx').on(t.token_hash),
    index('password_reset_links_login_id_idx').on(t.login_id, t.reset_at),
    check('password_reset_links_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

export type PasswordResetLinkRow = typeof passwordResetLinks.$inferSelect;
