import { createHash } from 'node:crypto';
import { sheetRowKeys } from '@backoffice/db/schema';
import { businessKeyOf, repeatedRowError, type SheetType } from '@backoffice/domain/uploads';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppliedRow, ValidRow } from '../../core/sheets/index';
import type { UseCaseScope } from '../../core/use-case';

/** The rows of a batch the applier is given, and the repeats refused before it. */
export interface ClaimedRows<Row> {
  fresh: ValidRow<Row>[];
  repeated: AppliedRow[];
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Claims the business keys of an additive sheet's rows in the batch's transaction: a key held
 * by a row applied before (this upload's or an earlier one's) is refused as a repeat. A key a
 * concurrent upload is claiming waits for its commit, so two uploads apply one key once; keys
 * are claimed in one order, so two batches never wait on each other. Other sheets pass whole.
 */
export async function claimRowKeys<Row>(
  scope: UseCaseScope,
  type: SheetType<Row>,
  uploadId: string,
  rows: readonly ValidRow<Row>[],
): Promise<ClaimedRows<Row>> {
  const { additive } = type;
  if (!additive || rows.length === 0) return { fresh: [...rows], repeated: [] };
  const keyed = rows
    .map((row) => ({ row, key_hash: hashOf(businessKeyOf(additive, row.value)) }))
    .sort((a, b) => (a.key_hash < b.key_hash ? -1 : a.key_hash > b.key_hash ? 1 : 0));
  const claimed = await scope.tx
    .insert(sheetRowKeys)
    .values(
      keyed.map(({ row, key_hash }) => ({
        sheet_type: type.key,
        key_hash,
        upload_id: uploadId,
        row: row.row,
      })),
    )
    .onConflictDoNothing()
    .returning({ row: sheetRowKeys.row });
  const won = new Set(claimed.map((c) => c.row));
  return {
    fresh: rows.filter((r) => won.has(r.row)),
    repeated: rows
      .filter((r) => !won.has(r.row))
      .map((r) => ({ row: r.row, ok: false, ...repeatedRowError(additive, r.value) })),
  };
}

/** Gives back the keys of rows the applier refused, so a corrected row can be applied later. */
export async function releaseRowKeys(
  scope: UseCaseScope,
  uploadId: string,
  answered: readonly AppliedRow[],
): Promise<void> {
  const refused = answered.filter((a) => !a.ok).map((a) => a.row);
  if (refused.length === 0) return;
  await scope.tx
    .delete(sheetRowKeys)
    .where(and(eq(sheetRowKeys.upload_id, uploadId), inArray(sheetRowKeys.row, refused)));
}
