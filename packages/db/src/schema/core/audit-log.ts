import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Before and after of each changed field. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Who changed what, when and why: every write of the console goes through it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for changes made by the system itself (seed, scheduled work). */
    actor_login_id: integer('actor_login_id'),
    actor_role: text('actor_role').notNull(),
    at: timestamptz('at').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    reason: text('reason'),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.at),
    index('audit_log_actor_idx').on(t.actor_login_id, t.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
