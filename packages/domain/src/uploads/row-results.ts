import { UPLOAD_MESSAGES } from './messages';
import { businessKeyOf, repeatedRowError, type SheetCells, type SheetType } from './sheet-type';

/** A data row as read from a sheet, with its row number as a person sees it (header is row 1). */
export interface ParsedRow {
  row: number;
  cells: SheetCells;
}

/** One failure of a row: the column's header (empty when the row as a whole fails) and why. */
export interface RowError {
  column: string;
  message: string;
}

/** The answer for one row: Success with the row to apply, or its errors. */
export type RowResult<Row> =
  | { row: number; ok: true; message: typeof UPLOAD_MESSAGES.success; value: Row }
  | { row: number; ok: false; message: string; errors: RowError[] };

/** Every row's answer, and the rows to apply under the sheet type's apply mode. */
export interface SheetValidation<Row> {
  results: RowResult<Row>[];
  validCount: number;
  errorCount: number;
  /** Empty under `all-or-nothing` when any row failed. */
  toApply: Row[];
}

/** Rows numbered as in the sheet when they follow the header with no gap: row 2, 3, ... */
export function numberRows(records: readonly SheetCells[]): ParsedRow[] {
  return records.map((cells, i) => ({ row: i + 2, cells }));
}

/** The row's errors as one text: "Column: message; Column: message". */
export function rowErrorText(errors: readonly RowError[]): string {
  return errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; ');
}

/**
 * Under an additive sheet, refuses each valid row whose business key an earlier valid row of
 * the sheet had (the first stands); rows applied by earlier uploads are the server's to refuse.
 */
function refuseRepeatedRows<Row>(type: SheetType<Row>, results: RowResult<Row>[]) {
  const { additive } = type;
  if (!additive) return;
  const seen = new Set<string>();
  results.forEach((result, i) => {
    if (!result.ok) return;
    const key = businessKeyOf(additive, result.value);
    if (!seen.has(key)) {
      seen.add(key);
      return;
    }
    const errors = [repeatedRowError(additive, result.value)];
    results[i] = { row: result.row, ok: false, message: rowErrorText(errors), errors };
  });
}

/**
 * Validates every row against the sheet type's row schema, and refuses the repeated rows of an
 * additive sheet; pure, the same on server and web.
 */
export function validateRows<Row>(
  type: SheetType<Row>,
  rows: readonly ParsedRow[],
): SheetValidation<Row> {
  const headerOf = new Map(type.columns.map((c) => [c.key, c.header]));
  const results = rows.map((parsed): RowResult<Row> => {
    const outcome = type.rowSchema.safeParse(parsed.cells);
    if (outcome.success) {
      return { row: parsed.row, ok: true, message: UPLOAD_MESSAGES.success, value: outcome.data };
    }
    const errors = outcome.error.issues.map((issue) => {
      const key = issue.path[0];
      return {
        column: (typeof key === 'string' && headerOf.get(key)) || '',
        message: issue.message,
      };
    });
    return { row: parsed.row, ok: false, message: rowErrorText(errors), errors };
  });
  refuseRepeatedRows(type, results);
  const valid = results.flatMap((r) => (r.ok ? [r.value] : []));
  const errorCount = results.length - valid.length;
  const applyAll = type.applyMode === 'valid-rows-only' || errorCount === 0;
  return {
    results,
    validCount: valid.length,
    errorCount,
    toApply: applyAll ? valid : [],
  };
}
