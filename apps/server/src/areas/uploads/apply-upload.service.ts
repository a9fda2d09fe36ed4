import type { Database } from '@backoffice/db';
import {
  sheetUploadRows,
  sheetUploads,
  type SheetUploadRow,
  type SheetUploadRowRow,
} from '@backoffice/db/schema';
import { isSheetTypeKey, UPLOAD_OUTCOMES } from '@backoffice/domain/uploads';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import {
  APPLY_BATCH_SIZE,
  sheetApplierOf,
  type ApplyingUpload,
  type AppliedRow,
  type SheetApplier,
} from '../../core/sheets/index';
import { runUseCase, SYSTEM_CALLER, type Caller, type UseCaseScope } from '../../core/use-case';
import { claimRowKeys, releaseRowKeys } from './row-keys';

/** The job kind that applies a queued upload, or finishes one whose request stopped. */
export const APPLY_UPLOAD_JOB = 'uploads.apply';

/** The uploader as the caller of the apply: the audit names who sent the sheet. */
function uploaderOf(upload: SheetUploadRow): Caller {
  return {
    login_id: upload.uploaded_by,
    name: upload.uploaded_by_name,
    role: upload.uploaded_by_role,
    principal: null,
    request_id: null,
  };
}

const isOpen = (upload: SheetUploadRow | undefined): upload is SheetUploadRow =>
  upload !== undefined && (upload.status === 'queued' || upload.status === 'running');

async function lockedUpload(scope: UseCaseScope, uploadId: string) {
  const [upload] = await scope.tx
    .select()
    .from(sheetUploads)
    .where(eq(sheetUploads.id, uploadId))
    .for('update');
  return upload;
}

/** Which pending rows a batch takes: the next ones after a row, or the rows a plan named. */
type BatchRows = { after: number } | { rows: readonly number[] };

/** The valid rows not applied yet, in sheet order, of `which` (after row 0: all of them). */
const pendingRows = (db: Database, uploadId: string, which: BatchRows, limit?: number) => {
  const query = db
    .select()
    .from(sheetUploadRows)
    .where(
      and(
        eq(sheetUploadRows.upload_id, uploadId),
        'after' in which
          ? gt(sheetUploadRows.row, which.after)
          : inArray(sheetUploadRows.row, [...which.rows]),
        eq(sheetUploadRows.ok, true),
        eq(sheetUploadRows.applied, false),
      ),
    )
    .orderBy(asc(sheetUploadRows.row));
  return limit === undefined ? query : query.limit(limit);
};

/**
 * Rows cut into batches of about `APPLY_BATCH_SIZE`, in sheet order, never splitting a group
 * of the applier's `groupOf`: a group goes whole into the batch of its first row, or starts the
 * next batch when it would take that one over the size. Without `groupOf`, batches by count.
 */
function batchesOf<Row extends { row: number }>(
  rows: readonly Row[],
  groupOf: ((row: Row) => string) | null,
): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = groupOf ? groupOf(row) : String(row.row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const batches: Row[][] = [];
  let batch: Row[] = [];
  for (const group of groups.values()) {
    if (batch.length > 0 && batch.length + group.length > APPLY_BATCH_SIZE) {
      batches.push(batch);
      batch = [];
    }
    batch.push(...group);
  }
  if (batch.length > 0) batches.push(batch);
  return batches.map((b) => b.sort((x, y) => x.row - y.row));
}

/** The applier's grouping of stored rows (read by the row schema), or null when it has none. */
function storedGroupOf(applier: SheetApplier): ((row: SheetUploadRowRow) => string) | null {
  const { groupOf } = applier;
  if (!groupOf) return null;
  return (row) => groupOf(applier.type.rowSchema.parse(row.cells));
}

/**
 * The batches of a grouped upload's pending rows, as row numbers: planned once per run from
 * every pending row, so a group far down the sheet still joins the batch of its first row. A
 * resumed run plans again from the rows left, which are whole groups, as batches commit whole.
 */
async function plannedBatches(ctx: AppContext, uploadId: string, applier: SheetApplier) {
  const groupOf = storedGroupOf(applier);
  if (!groupOf) return [];
  const rows = await pendingRows(ctx.db, uploadId, { after: 0 });
  return batchesOf(rows, groupOf).map((batch) => batch.map((r) => r.row));
}

/**
 * Applies rows through the applier and checks it answered each of them, in order. An additive
 * sheet's rows first claim their business keys: a repeat is refused without reaching the
 * applier, and a row the applier refuses gives its key back.
 */
async function applyRows(
  ctx: AppContext,
  scope: UseCaseScope,
  applier: SheetApplier,
  upload: ApplyingUpload,
  rows: readonly SheetUploadRowRow[],
): Promise<AppliedRow[]> {
  const valid = rows.map((r) => ({ row: r.row, value: applier.type.rowSchema.parse(r.cells) }));
  const { fresh, repeated } = await claimRowKeys(scope, applier.type, upload.id, valid);
  const answered = fresh.length > 0 ? await applier.applyBatch(ctx, scope, fresh, upload) : [];
  if (answered.length !== fresh.length || answered.some((a, i) => a.row !== fresh[i]?.row)) {
    throw new Error(`The ${applier.type.key} applier did not answer every row in order`);
  }
  await releaseRowKeys(scope, upload.id, answered);
  return [...answered, ...repeated].sort((a, b) => a.row - b.row);
}

/**
 * Marks rows done in one statement, each column sent as one array: the applied ones Success (or
 * the applier's note), the failed ones with the applier's reason.
 */
async function recordRows(scope: UseCaseScope, uploadId: string, answered: readonly AppliedRow[]) {
  if (answered.length === 0) return;
  const column = <T>(of: (a: AppliedRow) => T) => sql.param(answered.map(of));
  await scope.tx.execute(sql`
    update ${sheetUploadRows}
    set applied = true,
      ok = result.ok,
      message = coalesce(result.message, ${sheetUploadRows.message}),
      errors = coalesce(result.errors, ${sheetUploadRows.errors})
    from unnest(
      ${column((a) => a.row)}::integer[],
      ${column((a) => a.ok)}::boolean[],
      ${column((a) => (a.ok ? (a.message ?? null) : a.column ? `${a.column}: ${a.message}` : a.message))}::text[],
      ${column((a) => (a.ok ? null : JSON.stringify([{ column: a.column, message: a.message }])))}::jsonb[]
    ) as result(sheet_row, ok, message, errors)
    where ${sheetUploadRows.upload_id} = ${uploadId} and ${sheetUploadRows.row} = result.sheet_row`);
}

/** Closes an upload: done, what it came to, and its audit record. */
async function finish(
  scope: UseCaseScope,
  before: SheetUploadRow,
  applied: boolean,
  message: string,
) {
  const [after] = await scope.tx
    .update(sheetUploads)
    .set({
      status: 'done',
      finished_at: scope.now,
      applied,
      message,
      rows_done: before.rows_total,
    })
    .where(eq(sheetUploads.id, before.id))
    .returning();
  await scope.record.change({
    entity: 'sheet_upload',
    id: before.id,
    changes: {
      status: { before: before.status, after: 'done' },
      applied: { before: before.applied, after: applied },
      successes: { before: 0, after: after?.successes ?? before.successes },
      failures: { before: 0, after: after?.failures ?? before.failures },
    },
    reason: 'Sheet applied',
  });
}

/**
 * One batch of a valid-rows-only upload, in one transaction: the rows not applied yet of
 * `which` (the next `APPLY_BATCH_SIZE`, or a planned batch) go through the applier, their
 * results and the upload's counts move together, so a stop leaves whole batches and the next
 * run goes on after the last one committed. Answers the last row it applied, after which more
 * may follow (0 when a planned batch was applied already), or null when the upload is closed.
 */
async function applyNextBatch(
  ctx: AppContext,
  upload: SheetUploadRow,
  applier: SheetApplier,
  which: BatchRows,
): Promise<number | null> {
  return runUseCase(ctx, uploaderOf(upload), async (scope) => {
    const current = await lockedUpload(scope, upload.id);
    if (!isOpen(current)) return null;
    const limit = 'after' in which ? APPLY_BATCH_SIZE : undefined;
    const rows = await pendingRows(scope.tx, upload.id, which, limit);
    if (rows.length === 0 && 'rows' in which) return 0;
    if (rows.length === 0) {
      await finish(
        scope,
        current,
        current.successes > 0,
        UPLOAD_OUTCOMES.applied(current.successes, current.failures),
      );
      return null;
    }
    const answered = await applyRows(ctx, scope, applier, upload, rows);
    await recordRows(scope, upload.id, answered);
    const ok = answered.filter((a) => a.ok).length;
    await scope.tx
      .update(sheetUploads)
      .set({
        status: 'running',
        rows_done: sql`${sheetUploads.rows_done} + ${rows.length}`,
        successes: sql`${sheetUploads.successes} + ${ok}`,
        failures: sql`${sheetUploads.failures} + ${rows.length - ok}`,
      })
      .where(eq(sheetUploads.id, upload.id));
    return rows[rows.length - 1]?.row ?? null;
  });
}

/** Rolls back an all-or-nothing upload when the applier refused one of its rows. */
class RowsRefused extends Error {
  constructor(readonly refused: AppliedRow[]) {
    super('A row of an all-or-nothing upload was refused');
  }
}

/**
 * An all-or-nothing upload (every row valid) in ONE transaction: a row the applier refuses
 * rolls every row back, and the upload then says which row failed and that nothing was applied.
 */
async function applyWhole(ctx: AppContext, upload: SheetUploadRow, applier: SheetApplier) {
  try {
    await runUseCase(ctx, uploaderOf(upload), async (scope) => {
      const current = await lockedUpload(scope, upload.id);
      if (!isOpen(current)) return;
      const rows = await pendingRows(scope.tx, upload.id, { after: 0 });
      const answered: AppliedRow[] = [];
      for (const batch of batchesOf(rows, storedGroupOf(applier))) {
        answered.push(...(await applyRows(ctx, scope, applier, upload, batch)));
      }
      const refused = answered.filter((a) => !a.ok);
      if (refused.length > 0) throw new RowsRefused(refused);
      await recordRows(scope, upload.id, answered);
      await scope.tx
        .update(sheetUploads)
        .set({ successes: sql`${sheetUploads.successes} + ${answered.length}` })
        .where(eq(sheetUploads.id, upload.id));
      await finish(
        scope,
        current,
        true,
        UPLOAD_OUTCOMES.applied(current.successes + answered.length, 0),
      );
    });
  } catch (error) {
    if (!(error instanceof RowsRefused)) throw error;
    await runUseCase(ctx, uploaderOf(upload), async (scope) => {
      const current = await lockedUpload(scope, upload.id);
      if (!isOpen(current)) return;
      await recordRows(scope, upload.id, error.refused);
      await scope.tx
        .update(sheetUploads)
        .set({ failures: error.refused.length, successes: 0 })
        .where(eq(sheetUploads.id, upload.id));
      await finish(scope, current, false, UPLOAD_OUTCOMES.nothingApplied(error.refused.length));
    });
  }
}

/**
 * Applies an upload's valid rows under its apply mode, from where it stands: a new upload from
 * its first row, a resumed one after its last committed batch; a grouped type's batches as
 * planned (whole groups), then the closing run. A finished upload is left as it is, so running
 * it twice applies nothing twice.
 */
export async function applyUpload(ctx: AppContext, uploadId: string): Promise<void> {
  const [upload] = await ctx.db.select().from(sheetUploads).where(eq(sheetUploads.id, uploadId));
  if (!isOpen(upload)) return;
  const applier = isSheetTypeKey(upload.sheet_type) ? sheetApplierOf(upload.sheet_type) : undefined;
  if (!applier) throw new Error(`No sheet applier for ${upload.sheet_type}`);
  if (upload.apply_mode === 'all-or-nothing') {
    await applyWhole(ctx, upload, applier);
    return;
  }
  for (const rows of await plannedBatches(ctx, upload.id, applier)) {
    if ((await applyNextBatch(ctx, upload, applier, { rows })) === null) return;
  }
  let after: number | null = 0;
  while (after !== null) after = await applyNextBatch(ctx, upload, applier, { after });
}

/** Closes an upload the job queue gave up on: failed, with what was applied so far kept. */
export async function markUploadFailed(ctx: AppContext, uploadId: string, fault: string) {
  await runUseCase(ctx, SYSTEM_CALLER, async (scope) => {
    const current = await lockedUpload(scope, uploadId);
    if (!isOpen(current)) return;
    await scope.tx
      .update(sheetUploads)
      .set({
        status: 'failed',
        finished_at: scope.now,
        fault: fault.slice(0, 1_000),
        message: UPLOAD_OUTCOMES.fault,
      })
      .where(eq(sheetUploads.id, uploadId));
    await scope.record.change({
      entity: 'sheet_upload',
      id: uploadId,
      changes: { status: { before: current.status, after: 'failed' } },
      reason: 'Sheet upload stopped',
    });
  });
}
