import { auditLog, type AuditLogRow } from '@backoffice/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../core/sheets/index';
import { runUseCase, type Caller } from '../core/use-case';
import type { TestApp } from './test-app';

/** The Operations demo account as the uploader of a sheet. */
export const SHEET_UPLOADER: Caller = {
  login_id: 10,
  name: 'Operations',
  role: 'OPS',
  principal: null,
  request_id: null,
};

/** Applies valid rows (numbered from 2, as under a header) in one use case, as an upload would. */
export function applySheetRows<Row>(
  t: TestApp,
  applier: SheetApplier<Row>,
  values: readonly Row[],
): Promise<AppliedRow[]> {
  return runUseCase(t.ctx, SHEET_UPLOADER, (scope) =>
    applier.applyBatch(
      t.ctx,
      scope,
      values.map((value, i) => ({ row: i + 2, value })),
    ),
  );
}

/** The audit rows of some entities of one kind, oldest first. */
export function auditOf(
  t: TestApp,
  entity: string,
  ids: readonly string[],
): Promise<AuditLogRow[]> {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entity_id, [...ids])))
    .orderBy(asc(auditLog.id));
}
