import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { wireNumber } from '../core/validation/wire-number';
import { SHEET_TYPE_KEYS } from './sheet-type-keys';

/**
 * The answers of the upload calls (docs/uploads.md): one schema per payload. The server sends
 * them as its response schemas; the web checks its answers against them.
 */

/** Where an upload is: waiting for the job queue, being applied, finished, or stopped by a fault. */
export const SHEET_UPLOAD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type SheetUploadStatus = (typeof SHEET_UPLOAD_STATUSES)[number];

/** The longest file name kept for an upload. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 255;

export const ZSheetTypeKey = z.enum(SHEET_TYPE_KEYS);

/** An upload's id in a path. */
export const ZSheetUploadIdParam = z.object({ upload_id: z.string().max(36).pipe(z.uuid()) });

/** One failure of a row: the column's header (empty when the row as a whole fails) and why. */
export const ZRowError = z.object({
  column: z.string().max(100),
  message: ZAnswerMessage,
});

/** One row's answer: Success, or its errors and their text ("Column: message; ..."). */
export const ZSheetRowResult = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  message: z.string().max(2000),
  errors: z.array(ZRowError).max(50),
});
export type SheetRowResult = z.infer<typeof ZSheetRowResult>;

/** One upload as its history shows it. */
export const ZSheetUpload = z.object({
  upload_id: z.uuid(),
  sheet_type: ZSheetTypeKey,
  sheet_label: z.string().max(100),
  file_name: z.string().max(UPLOAD_FILE_NAME_MAX_LENGTH),
  uploaded_by: z.object({ login_id: z.number().int().nullable(), name: z.string().max(200) }),
  role: z.string().max(200),
  uploaded_at: ZAnswerTimestamp,
  finished_at: ZAnswerTimestamp.nullable(),
  status: z.enum(SHEET_UPLOAD_STATUSES),
  apply_mode: z.enum(['all-or-nothing', 'valid-rows-only']),
  rows_total: z.number().int(),
  /** Rows checked and, where they are applied, applied: the progress bar's numerator. */
  rows_done: z.number().int(),
  successes: z.number().int(),
  failures: z.number().int(),
  /** False when nothing was written (all-or-nothing with a failed row, or a fault). */
  applied: z.boolean(),
  /** What the upload came to, as a sentence ("48 rows applied, 2 failed"). */
  message: ZAnswerMessage,
  /** Set when the same file of the same type was applied before: that upload, nothing applied twice. */
  repeat_of: z.uuid().nullable(),
});
export type SheetUpload = z.infer<typeof ZSheetUpload>;

/** The most row results an upload's answer carries; the detail call pages through the rest. */
export const UPLOAD_ANSWER_ROWS = 999;

/**
 * The answer of an upload call: the spec's msg, err_msg and error_sheet (the path of the error
 * sheet's download, null when no row failed), the upload, and its first row results. 200 when
 * the sheet was applied in the request, 202 when it was queued (status `queued`): the screen
 * then reads GET /api/sheet-uploads/:upload_id until it is done.
 */
export const ZSheetUploadAnswer = z.object({
  msg: ZAnswerMessage,
  err_msg: ZAnswerMessage.nullable(),
  error_sheet: z.string().max(200).nullable(),
  upload: ZSheetUpload,
  results: z.array(ZSheetRowResult).max(UPLOAD_ANSWER_ROWS),
});
export type SheetUploadAnswer = z.infer<typeof ZSheetUploadAnswer>;

/** A page of the upload history of a sheet type (GET /api/sheet-uploads/?sheet_type=). */
export const ZSheetUploadHistory = z.object({
  results: z.array(ZSheetUpload).max(100),
  count: z.number().int(),
});
export type SheetUploadHistory = z.infer<typeof ZSheetUploadHistory>;

export const ZSheetUploadHistoryQuery = z.object({
  sheet_type: ZSheetTypeKey,
  limit: wireNumber(z.number().int().min(1).max(100)).default(20),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
});

/** One upload with a page of its row results (GET /api/sheet-uploads/:upload_id). */
export const ZSheetUploadDetail = z.object({
  upload: ZSheetUpload,
  error_sheet: z.string().max(200).nullable(),
  results: z.array(ZSheetRowResult).max(UPLOAD_ANSWER_ROWS),
  count: z.number().int(),
});
export type SheetUploadDetail = z.infer<typeof ZSheetUploadDetail>;

export const ZSheetUploadDetailQuery = z.object({
  only_failures: z.enum(['true', 'false']).default('false'),
  limit: wireNumber(z.number().int().min(1).max(UPLOAD_ANSWER_ROWS)).default(100),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
});
