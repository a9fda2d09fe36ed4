import { createHash } from 'node:crypto';
import type { Capability } from '@backoffice/domain/access';
import {
  endpointsOfType,
  numberRows,
  SHEET_TYPE_KEYS,
  sheetCsv,
  sheetTypeOf,
  UPLOAD_OUTCOMES,
  validateRows,
  type SheetCells,
  type SheetType,
} from '@backoffice/domain/uploads';
import type { Database } from '../../src/client';
import { sheetUploadRows, sheetUploads } from '../../src/schema/index';
import { demoAccount } from '../demo-staff';

/** The demo account that sends each upload call's sheets: one whose role may. */
const UPLOADER: Partial<Record<Capability, number>> = {
  'warehouse:ops': 10,
  'pincodes:pricing-upload': 11,
  'logistics:import-sheet': 9,
  'uploads:sheet': 10,
  'uploads:sheet-by-type': 6,
  'uploads:offer-automation': 13,
  'uploads:price-automation': 1,
  'uploads:product-automation': 19,
  'retail:upload-prepaid-cash': 16,
  'distribution:orders': 17,
};

const HOUR = 60 * 60_000;

/** The sample rows with one more whose first required cell is left blank (it fails). */
function withFailedRow(type: SheetType): SheetCells[] {
  const [first] = type.sampleRows;
  const required = type.columns.find((c) => c.required);
  if (!first || !required) return [...type.sampleRows];
  return [...type.sampleRows, { ...first, [required.key]: '' }];
}

async function seedUpload(
  tx: Database,
  type: SheetType,
  records: readonly SheetCells[],
  loginId: number,
  at: Date,
  name: string,
) {
  const columns = type.columns
    .filter((c) => records.some((r) => c.key in r))
    .map((c) => ({ header: c.header, key: c.key }));
  const csv = sheetCsv([
    columns.map((c) => c.header),
    ...records.map((r) => columns.map((c) => r[c.key] ?? '')),
  ]);
  const rows = numberRows(records);
  const { results, validCount, errorCount } = validateRows(type, rows);
  const refusedWhole = type.applyMode === 'all-or-nothing' && errorCount > 0;
  const successes = refusedWhole ? 0 : validCount;
  const uploader = demoAccount(loginId);
  const [upload] = await tx
    .insert(sheetUploads)
    .values({
      sheet_type: type.key,
      file_name: name,
      content_hash: createHash('sha256').update(csv).digest('hex'),
      file_key: `demo/${name}`,
      byte_size: Buffer.byteLength(csv),
      uploaded_by: loginId,
      uploaded_by_name: uploader.name,
      uploaded_by_role: uploader.role || uploader.login_role || '',
      uploaded_at: at,
      finished_at: new Date(at.getTime() + 2_000),
      status: 'done',
      apply_mode: type.applyMode,
      rows_total: rows.length,
      rows_done: rows.length,
      successes,
      failures: errorCount,
      applied: successes > 0,
      message: refusedWhole
        ? UPLOAD_OUTCOMES.nothingApplied(errorCount)
        : UPLOAD_OUTCOMES.applied(successes, errorCount),
      columns,
    })
    .returning({ id: sheetUploads.id });
  if (!upload) throw new Error('seedUpload: the insert returned no row');
  await tx.insert(sheetUploadRows).values(
    results.map((r, i) => ({
      upload_id: upload.id,
      row: r.row,
      ok: r.ok,
      applied: true,
      message: r.message,
      errors: r.ok ? [] : r.errors,
      cells: { ...rows[i]?.cells },
    })),
  );
}

/**
 * Two finished uploads of every declared sheet type, sent by a demo account of a role that may:
 * one whose rows all succeeded, one with a failed row (so its error sheet downloads). Rows only:
 * the server writes each kept file from its rows the first time it is asked for.
 */
export async function seedDemoUploads(tx: Database, now: Date): Promise<void> {
  let hoursAgo = 2 * SHEET_TYPE_KEYS.length;
  for (const key of SHEET_TYPE_KEYS) {
    const type = sheetTypeOf(key);
    const [endpoint] = endpointsOfType(key);
    const loginId = endpoint ? UPLOADER[endpoint.capability] : undefined;
    if (!type || loginId === undefined || type.sampleRows.length === 0) continue;
    const at = (hours: number) => new Date(now.getTime() - hours * HOUR);
    await seedUpload(tx, type, type.sampleRows, loginId, at(hoursAgo), `${key}-1.csv`);
    await seedUpload(tx, type, withFailedRow(type), loginId, at(hoursAgo - 1), `${key}-2.csv`);
    hoursAgo -= 2;
  }
}
