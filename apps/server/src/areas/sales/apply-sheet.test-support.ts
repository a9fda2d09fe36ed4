import { randomUUID } from 'node:crypto';
import { auditLog } from '@backoffice/db/schema';
import type { SheetCells } from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../../core/sheets/index';
import { runUseCase, type Caller } from '../../core/use-case';
import type { TestApp } from '../../test/test-app';

/** A demo staff member as the caller of an upload. */
export const uploader = (login_id: number, name: string, role: string): Caller => ({
  login_id,
  name,
  role,
  principal: null,
  request_id: null,
});

/**
 * Applies sheet rows (cells by column key, rows numbered from 2) as the uploads pipeline does:
 * read by the type's row schema, then one batch in one use case.
 */
export function applySheet<Row>(
  t: TestApp,
  applier: SheetApplier<Row>,
  caller: Caller,
  rows: readonly SheetCells[],
): Promise<AppliedRow[]> {
  const valid = rows.map((cells, i) => ({
    row: i + 2,
    value: applier.type.rowSchema.parse(cells),
  }));
  return runUseCase(t.ctx, caller, (scope) =>
    applier.applyBatch(t.ctx, scope, valid, { id: randomUUID() }),
  );
}

/** The audit entries of one entity, oldest first. */
export const auditOfEntity = (t: TestApp, entity: string, id: string | number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
