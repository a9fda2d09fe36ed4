import type { SheetType, SheetTypeKey } from '@backoffice/domain/uploads';
import type { AppContext } from '../context';
import type { UseCaseScope } from '../use-case';

/** A row that passed its sheet type's row schema, with its row number in the sheet. */
export interface ValidRow<Row> {
  row: number;
  value: Row;
}

/**
 * What applying one row came to: written (with the row result's text when it is more than
 * Success, e.g. held for an approval), or a failure only the data can tell.
 */
export type AppliedRow =
  | { row: number; ok: true; message?: string }
  | { row: number; ok: false; column: string; message: string };

/** The upload whose rows an applier is given. */
export interface ApplyingUpload {
  /** The upload's id (`sheet_uploads.id`): every call for one upload carries the same. */
  id: string;
}

/**
 * How the rows of one sheet type are written. The uploads pipeline calls `applyBatch` with a
 * batch of valid rows (about `APPLY_BATCH_SIZE`) inside one transaction (`scope.tx`), records
 * the batch's progress in the same transaction, and commits. An upload of many batches makes
 * several calls; under `all-or-nothing` they all run in the one transaction of the upload, so
 * an applier that makes one thing per upload (a request) finds it by `upload.id` rather than
 * making one per call. An applier:
 * - writes every change through `scope.record.changes` for the batch (or `scope.record.change`;
 *   the audit trail, with `comment` for an order's history), never with a hand-written audit
 *   insert, and reads and writes the batch in a few set-based statements, not a query per row;
 * - answers every row it was given, in order: `ok: true` when written, or the column and the
 *   message of a failure the data tells (an unknown SKU, an order that does not exist), in
 *   which case it writes nothing for that row;
 * - is idempotent per row where it can be (setting a value rather than adding to it), so that
 *   applying a row twice leaves it as once.
 * Under `all-or-nothing` a failed row rolls back the whole upload; under `valid-rows-only` the
 * other rows of the batch stay written.
 */
export interface SheetApplier<Row = unknown> {
  type: SheetType<Row>;
  /**
   * The group of a row, for a type whose rows must be applied together (the rows of one
   * order): the pipeline never splits a group across two batches, so a batch may run a little
   * over or under `APPLY_BATCH_SIZE`, and a group larger than a batch is a batch of its own.
   * Without it, rows are batched by count alone.
   */
  groupOf?(row: Row): string;
  applyBatch(
    ctx: AppContext,
    scope: UseCaseScope,
    rows: readonly ValidRow<Row>[],
    upload: ApplyingUpload,
  ): Promise<AppliedRow[]>;
}

/** The rows applied in one transaction: whole groups make a batch a little over or under. */
export const APPLY_BATCH_SIZE = 500;

let appliers = new Map<SheetTypeKey, SheetApplier>();

/**
 * Sets, when the app is built (areas/events.ts), the applier of each sheet type, each area's
 * from its face; a sheet type given two appliers stops the start-up.
 */
export function wireSheetAppliers(wired: readonly SheetApplier<unknown>[]): void {
  const byKey = new Map<SheetTypeKey, SheetApplier>();
  for (const applier of wired) {
    if (byKey.has(applier.type.key)) {
      throw new Error(`A sheet applier for ${applier.type.key} is wired twice`);
    }
    // Each applier reads the rows its own type's schema made, keyed by that type.
    byKey.set(applier.type.key, applier as unknown as SheetApplier);
  }
  appliers = byKey;
}

/** The applier of a sheet type, or undefined when no area has registered one. */
export function sheetApplierOf(key: SheetTypeKey): SheetApplier | undefined {
  return appliers.get(key);
}
