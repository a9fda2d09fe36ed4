import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The first answer of a request that must not run twice (placing an order, taking a payment,
 * recording a refund), by who sent it, the key they named it with and the route. Written in
 * the same transaction as the change it answers, so the change and its answer commit together
 * (docs/sales.md "Idempotency").
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    login_id: integer('login_id').notNull(),
    key: text('key').notNull(),
    /** Method and route pattern, e.g. "POST /api/send-payment-link/". */
    route: text('route').notNull(),
    /** SHA-256 of the parsed request: the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    status_code: smallint('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.login_id, t.key, t.route] }),
    index('idempotency_keys_created_at_idx').on(t.created_at),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
