import { sheetUploadRows, sheetUploads, type SheetUploadRow } from '@backoffice/db/schema';
import {
  UPLOAD_ANSWER_ROWS,
  UPLOAD_MESSAGES,
  type SheetTypeKey,
  type SheetUploadAnswer,
  type SheetUploadDetail,
  type SheetUploadHistory,
  type UploadEndpoint,
  UPLOAD_OUTCOMES,
  sheetCsv,
} from '@backoffice/domain/uploads';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { errorSheet } from '../../core/sheets/index';

import { errorSheetPath, rowResultWire, uploadWire } from './upload-wire';
import { uploadError } from './uploads.errors';

/** An upload by its id (404 when there is none). */
export async function findUpload(ctx: AppContext, uploadId: string): Promise<SheetUploadRow> {
  const [upload] = await ctx.db.select().from(sheetUploads).where(eq(sheetUploads.id, uploadId));
  if (!upload) throw uploadError('uploads.not_found');
  return upload;
}

async function rowResults(
  ctx: AppContext,
  uploadId: string,
  page: { onlyFailures: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(sheetUploadRows.upload_id, uploadId),
    page.onlyFailures ? eq(sheetUploadRows.ok, false) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(sheetUploadRows)
      .where(where)
      .orderBy(asc(sheetUploadRows.row))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(sheetUploadRows).where(where),
  ]);
  return { results: rows.map(rowResultWire), count: total?.n ?? 0 };
}

const errorSheetOf = (upload: SheetUploadRow) =>
  upload.failures > 0 ? errorSheetPath(upload.id) : null;

/**
 * The answer of an upload call: the spec's msg ('Uploaded Successfully', or 'Success.' for the
 * price sheet, when every row was applied), err_msg and the error sheet's path when rows failed,
 * the upload and its first row results.
 */
export async function uploadAnswer(
  ctx: AppContext,
  endpoint: UploadEndpoint,
  uploadId: string,
): Promise<SheetUploadAnswer> {
  const upload = await findUpload(ctx, uploadId);
  const { results } = await rowResults(ctx, uploadId, {
    onlyFailures: false,
    limit: UPLOAD_ANSWER_ROWS,
    offset: 0,
  });
  const allApplied = upload.status === 'done' && upload.applied && upload.failures === 0;
  const success =
    endpoint.path === '/price-automation-upload/' ? 'Success.' : UPLOAD_MESSAGES.uploaded;
  return {
    msg: allApplied ? success : upload.message,
    err_msg:
      upload.status === 'failed'
        ? UPLOAD_OUTCOMES.fault
        : upload.failures > 0
          ? UPLOAD_OUTCOMES.failedRows(upload.failures)
          : null,
    error_sheet: errorSheetOf(upload),
    upload: uploadWire(upload),
    results,
  };
}

/** A page of the uploads of some sheet types, newest first. */
export async function uploadHistory(
  ctx: AppContext,
  types: readonly SheetTypeKey[],
  page: { limit: number; offset: number },
): Promise<SheetUploadHistory> {
  const where = inArray(sheetUploads.sheet_type, [...types]);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(sheetUploads)
      .where(where)
      .orderBy(desc(sheetUploads.uploaded_at), desc(sheetUploads.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(sheetUploads).where(where),
  ]);
  return { results: rows.map(uploadWire), count: total?.n ?? 0 };
}

/** An upload with a page of its row results. */
export async function uploadDetail(
  ctx: AppContext,
  upload: SheetUploadRow,
  page: { onlyFailures: boolean; limit: number; offset: number },
): Promise<SheetUploadDetail> {
  const { results, count: total } = await rowResults(ctx, upload.id, page);
  return { upload: uploadWire(upload), error_sheet: errorSheetOf(upload), results, count: total };
}

/** The error sheet of an upload: its failed rows as sent, with their Error (404 without any). */
export async function uploadErrorSheet(ctx: AppContext, upload: SheetUploadRow): Promise<Buffer> {
  const failed = await ctx.db
    .select()
    .from(sheetUploadRows)
    .where(and(eq(sheetUploadRows.upload_id, upload.id), eq(sheetUploadRows.ok, false)))
    .orderBy(asc(sheetUploadRows.row));
  if (failed.length === 0) throw uploadError('uploads.no_error_sheet');
  return errorSheet(
    upload.columns,
    failed.map((r) => ({ row: r.row, cells: r.cells })),
    failed.map((r) => ({ row: r.row, ok: false as const, message: r.message, errors: r.errors })),
  );
}

/** The kept files of the demo's uploads start with this; the seed writes rows, not files. */
export const DEMO_FILE_PREFIX = 'demo/';

/** A demo upload's file, written from its rows as the seed made it (the seed has no file store). */
async function demoFile(ctx: AppContext, upload: SheetUploadRow): Promise<Buffer> {
  const rows = await ctx.db
    .select({ cells: sheetUploadRows.cells })
    .from(sheetUploadRows)
    .where(eq(sheetUploadRows.upload_id, upload.id))
    .orderBy(asc(sheetUploadRows.row));
  const bytes = Buffer.from(
    sheetCsv([
      upload.columns.map((c) => c.header),
      ...rows.map((r) => upload.columns.map((c) => r.cells[c.key] ?? '')),
    ]),
  );
  await ctx.files.put(upload.file_key, bytes);
  return bytes;
}

/** The file of an upload as it was sent (404 when the store no longer has it). */
export async function uploadedFile(ctx: AppContext, upload: SheetUploadRow): Promise<Buffer> {
  const bytes = await ctx.files.get(upload.file_key);
  if (bytes) return bytes;
  if (upload.file_key.startsWith(DEMO_FILE_PREFIX)) return demoFile(ctx, upload);
  throw uploadError('uploads.file_missing');
}
