import { createHash, randomUUID } from 'node:crypto';
import { sheetUploadRows, sheetUploads } from '@backoffice/db/schema';
import {
  sheetTypeOf,
  validateRows,
  type SheetType,
  type SheetTypeKey,
  type UploadEndpoint,
  UPLOAD_OUTCOMES,
} from '@backoffice/domain/uploads';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { onceOnly, type IdempotentRequest } from '../../core/idempotency/idempotency';
import { JOB_LEASE_MS } from '../../core/jobs/index';
import { readSheet, sheetApplierOf, type ReadSheet } from '../../core/sheets/index';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../core/use-case';
import { APPLY_UPLOAD_JOB, applyUpload } from './apply-upload.service';

import { uploadError } from './uploads.errors';

/** A file sent to an upload call. */
export interface SentSheet {
  endpoint: UploadEndpoint;
  /** The `upload_type` field, for an endpoint that takes more than one type. */
  uploadType: string | undefined;
  fileName: string;
  bytes: Buffer;
}

/** What the call answers: the upload, and whether it was queued (202) rather than applied (200). */
export interface ReceivedUpload {
  upload_id: string;
  queued: boolean;
}

/** The sheet type the call names: the endpoint's only one, or its `upload_type`. */
function chosenType(endpoint: UploadEndpoint, uploadType: string | undefined): SheetType {
  const types: readonly SheetTypeKey[] = endpoint.types;
  const key =
    types.length === 1 && uploadType === undefined ? types[0] : types.find((t) => t === uploadType);
  const type = key === undefined ? undefined : sheetTypeOf(key);
  if (!type || !sheetApplierOf(type.key)) {
    throw uploadError('uploads.invalid_upload_type').at('upload_type');
  }
  return type;
}

/**
 * The upload of the same file of the same type that holds it: one applying now (queued or
 * running) or applied. One that failed or applied nothing does not, so the file can be sent
 * again; the unique index SHEET_UPLOAD_ONCE_INDEX makes this check hold under a race.
 */
async function sameFileBefore(scope: UseCaseScope, key: SheetTypeKey, contentHash: string) {
  const [first] = await scope.tx
    .select({
      id: sheetUploads.id,
      status: sheetUploads.status,
      uploaded_at: sheetUploads.uploaded_at,
      finished_at: sheetUploads.finished_at,
    })
    .from(sheetUploads)
    .where(
      and(
        eq(sheetUploads.sheet_type, key),
        eq(sheetUploads.content_hash, contentHash),
        or(
          inArray(sheetUploads.status, ['queued', 'running']),
          and(eq(sheetUploads.status, 'done'), eq(sheetUploads.applied, true)),
        ),
      ),
    )
    .orderBy(desc(sheetUploads.uploaded_at))
    .limit(1);
  return first;
}

/** What a repeat answers: when the file was applied, or that it is being applied. */
function repeatMessage(before: NonNullable<Awaited<ReturnType<typeof sameFileBefore>>>) {
  return before.status === 'done'
    ? UPLOAD_OUTCOMES.repeat(before.finished_at ?? before.uploaded_at)
    : UPLOAD_OUTCOMES.stillApplying(before.uploaded_at);
}

/**
 * Keeps every row with its answer: the valid ones wait for the applier, the others are done.
 * One insert, each column sent as one array (within PostgreSQL's bind parameter limit).
 */
async function keepRows(
  scope: UseCaseScope,
  uploadId: string,
  sheet: ReadSheet,
  validation: ReturnType<typeof validateRows>,
) {
  if (sheet.rows.length === 0) return;
  const results = sheet.rows.map((parsed, i) => {
    const result = validation.results[i];
    if (!result) throw new Error('validateRows answered fewer rows than it was given');
    return { parsed, result };
  });
  const column = <T>(of: (kept: (typeof results)[number]) => T) => sql.param(results.map(of));
  await scope.tx.execute(sql`
    insert into ${sheetUploadRows} (upload_id, row, ok, applied, message, errors, cells)
    select ${uploadId}::uuid, kept.*
    from unnest(
      ${column(({ parsed }) => parsed.row)}::integer[],
      ${column(({ result }) => result.ok)}::boolean[],
      ${column(({ result }) => !result.ok)}::boolean[],
      ${column(({ result }) => result.message)}::text[],
      ${column(({ result }) => JSON.stringify(result.ok ? [] : result.errors))}::jsonb[],
      ${column(({ parsed }) => JSON.stringify(parsed.cells))}::jsonb[]
    ) as kept(row, ok, applied, message, errors, cells)`);
}

/**
 * An upload call: the file read and checked (a 400 with nothing written otherwise), every row
 * validated, the file kept, the upload and its rows written with its audit record; then a sheet
 * of up to UPLOAD_INLINE_MAX_ROWS rows is applied before the answer, a larger one is queued.
 * The same file of the same type applied before, or being applied, is answered as a repeat,
 * nothing applied again (one sent at the same moment is a 409, `uploads.already_applying`);
 * the same Idempotency-Key answers the first upload again.
 */
export async function receiveUpload(
  ctx: AppContext,
  caller: StaffCaller,
  sent: SentSheet,
  idempotent: IdempotentRequest | null,
): Promise<ReceivedUpload> {
  const type = chosenType(sent.endpoint, sent.uploadType);
  const sheet = readSheet(type, sent.fileName, sent.bytes);
  const validation = validateRows(type, sheet.rows);
  const contentHash = createHash('sha256').update(sent.bytes).digest('hex');
  const inline = sheet.rows.length <= ctx.config.uploads.inlineMaxRows;
  // The file is kept before the transaction, never inside it (decision 029): an upload that then
  // fails or answers a replay leaves a file under a fresh id that no row names, never served.
  const uploadId = randomUUID();
  const fileKey = `uploads/${uploadId}/original.${sheet.kind}`;
  await ctx.files.put(fileKey, sent.bytes);

  const received = await runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async (): Promise<ReceivedUpload & { apply: boolean }> => {
      const before = await sameFileBefore(scope, type.key, contentHash);
      const refusedWhole = type.applyMode === 'all-or-nothing' && validation.errorCount > 0;
      const nothingToApply = before !== undefined || refusedWhole || validation.validCount === 0;
      const queued = !nothingToApply && !inline;
      const message = before
        ? repeatMessage(before)
        : refusedWhole
          ? UPLOAD_OUTCOMES.nothingApplied(validation.errorCount)
          : nothingToApply
            ? UPLOAD_OUTCOMES.applied(0, validation.errorCount)
            : queued
              ? UPLOAD_OUTCOMES.queued(sheet.rows.length)
              : '';
      await scope.tx.insert(sheetUploads).values({
        id: uploadId,
        sheet_type: type.key,
        file_name: sent.fileName,
        content_hash: contentHash,
        file_key: fileKey,
        byte_size: sent.bytes.byteLength,
        uploaded_by: caller.login_id,
        uploaded_by_name: caller.name,
        uploaded_by_role: caller.role,
        uploaded_at: scope.now,
        finished_at: nothingToApply ? scope.now : null,
        status: nothingToApply ? 'done' : queued ? 'queued' : 'running',
        apply_mode: type.applyMode,
        rows_total: sheet.rows.length,
        rows_done: before ? sheet.rows.length : validation.errorCount,
        successes: 0,
        failures: before ? 0 : validation.errorCount,
        applied: false,
        message,
        repeat_of: before?.id ?? null,
        columns: sheet.columns,
      });
      if (!before) await keepRows(scope, uploadId, sheet, validation);
      await scope.record.change({
        entity: 'sheet_upload',
        id: uploadId,
        changes: {
          sheet_type: { before: null, after: type.key },
          file_name: { before: null, after: sent.fileName },
          rows_total: { before: null, after: sheet.rows.length },
        },
        reason: before ? 'Sheet uploaded again; nothing applied' : 'Sheet uploaded',
      });
      if (!nothingToApply) {
        // A queued upload's job runs at once; an applied-now one's only when its request
        // stopped before it finished (the job then goes on from the last committed batch).
        const runAt = queued ? scope.now : new Date(scope.now.getTime() + JOB_LEASE_MS);
        await ctx.jobs.enqueue(scope.tx, APPLY_UPLOAD_JOB, { upload_id: uploadId }, runAt);
      }
      return { upload_id: uploadId, queued, apply: !nothingToApply && !queued };
    }),
  );
  if (received.queued) ctx.jobs.kick();
  if (received.apply) await applyUpload(ctx, received.upload_id);
  return { upload_id: received.upload_id, queued: received.queued };
}
