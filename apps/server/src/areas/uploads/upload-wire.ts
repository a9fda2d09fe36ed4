import type { SheetUploadRow, SheetUploadRowRow } from '@backoffice/db/schema';
import {
  sheetTypeOf,
  type SheetRowResult,
  type SheetTypeKey,
  type SheetUpload,
} from '@backoffice/domain/uploads';

/** The path the error sheet of an upload downloads from. */
export const errorSheetPath = (uploadId: string) => `/api/sheet-uploads/${uploadId}/error-sheet`;

/** An upload as its history shows it. */
export function uploadWire(row: SheetUploadRow): SheetUpload {
  const key = row.sheet_type as SheetTypeKey;
  return {
    upload_id: row.id,
    sheet_type: key,
    sheet_label: sheetTypeOf(key)?.label ?? key,
    file_name: row.file_name,
    uploaded_by: { login_id: row.uploaded_by, name: row.uploaded_by_name },
    role: row.uploaded_by_role,
    uploaded_at: row.uploaded_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    status: row.status,
    apply_mode: row.apply_mode,
    rows_total: row.rows_total,
    rows_done: row.rows_done,
    successes: row.successes,
    failures: row.failures,
    applied: row.applied,
    message: row.message,
    repeat_of: row.repeat_of,
  };
}

/** A row's answer. */
export function rowResultWire(row: SheetUploadRowRow): SheetRowResult {
  return { row: row.row, ok: row.ok, message: row.message, errors: row.errors };
}
