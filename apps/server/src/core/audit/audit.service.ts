import type { Database } from '@backoffice/db';
import { auditLog, type AuditChanges } from '@backoffice/db/schema';
import { sql } from 'drizzle-orm';

/** Who acts: a signed-in staff member, or the system itself (login id null). */
export interface AuditActor {
  login_id: number | null;
  /** The role codes the permission check read (or "system"). */
  role: string;
  request_id: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { login_id: null, role: 'system', request_id: null };

/** Shown instead of a secret's value (passwords) in the audit log. */
export const HIDDEN = '[hidden]';

export interface AuditEntry {
  actor: AuditActor;
  at: Date;
  entity: string;
  entityId: string | number;
  changes: AuditChanges;
  reason?: string;
}

/** Records who changed what, when and why; every write of the console calls it in its transaction. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor_login_id: entry.actor.login_id,
    actor_role: entry.actor.role,
    at: entry.at,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    changes: entry.changes,
    reason: entry.reason ?? null,
    request_id: entry.actor.request_id,
  });
}

/**
 * Records many changes in one insert, in their order: each column is sent as one array, so
 * any number of rows stays within PostgreSQL's bind parameter limit.
 */
export async function recordAudits(tx: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(of: (entry: AuditEntry) => T) => sql.param(entries.map(of));
  await tx.execute(sql`
    insert into ${auditLog} (actor_login_id, actor_role, at, entity, entity_id, changes, reason, request_id)
    select actor_login_id, actor_role, at, entity, entity_id, changes, reason, request_id
    from unnest(
      ${column((e) => e.actor.login_id)}::integer[],
      ${column((e) => e.actor.role)}::text[],
      ${column((e) => e.at.toISOString())}::timestamptz[],
      ${column((e) => e.entity)}::text[],
      ${column((e) => String(e.entityId))}::text[],
      ${column((e) => JSON.stringify(e.changes))}::jsonb[],
      ${column((e) => e.reason ?? null)}::text[],
      ${column((e) => e.actor.request_id)}::text[]
    ) with ordinality as entry(actor_login_id, actor_role, at, entity, entity_id, changes, reason, request_id, n)
    order by n`);
}

/** The fields whose value differs between two versions of a row, with before and after. */
export function changedFields<T extends object>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after) as Array<keyof T & string>) {
    if (after[key] !== before[key]) changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}
