import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from './checks';
import { timestamptz } from './columns';

/** Where an outbox message stands: waiting (or waiting for a retry), sent, or given up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Side effects a use case asks for, written in its own transaction and carried out after it
 * commits (a text to the customer, a notification): a rolled-back use case leaves none, and a
 * committed one is sent even when the provider is down at that moment (docs/decisions/006-outbox.md).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do, e.g. "message.send"; the area that owns the kind handles it. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The same key is enqueued once: a replayed use case does not send twice. */
    dedupe_key: text('dedupe_key').notNull().unique(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.next_attempt_at),
    check('outbox_messages_status_check', oneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_messages_attempts_check', notNegative(t.attempts)),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
