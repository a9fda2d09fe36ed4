import { randomUUID } from 'node:crypto';
import { staff } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../core/sheets/index';
import { runUseCase, type Caller } from '../core/use-case';
import type { TestApp } from './test-app';

/** A demo account as the uploader of a sheet, with its permission view, as a signed-in upload has. */
export async function staffSheetCaller(t: TestApp, loginId: number): Promise<Caller> {
  const [row] = await t.db.select().from(staff).where(eq(staff.login_id, loginId));
  if (!row) throw new Error(`no demo account ${loginId}`);
  return {
    login_id: row.login_id,
    name: row.name,
    role: row.role,
    principal: {
      login_id: row.login_id,
      role: row.role,
      login_role: row.login_role,
      is_pod_leader: row.is_pod_leader,
      can_create_member: row.can_create_member,
      is_session_started: row.is_session_started,
    },
    request_id: null,
  };
}

/** Applies valid rows (numbered from 2) in one use case as a demo account, as its upload would. */
export async function applySheetRowsAs<Row>(
  t: TestApp,
  loginId: number,
  applier: SheetApplier<Row>,
  values: readonly Row[],
): Promise<AppliedRow[]> {
  const caller = await staffSheetCaller(t, loginId);
  return runUseCase(t.ctx, caller, (scope) =>
    applier.applyBatch(
      t.ctx,
      scope,
      values.map((value, i) => ({ row: i + 2, value })),
      { id: randomUUID() },
    ),
  );
}
