import { UPLOAD_MESSAGES, type ParsedRow, type RowResult } from '@backoffice/domain/uploads';
import { utils, write, type CellObject } from '@e965/xlsx';
import type { FileColumn } from './read-sheet';

/**
 * The error sheet of an upload: the file's columns as it had them plus an Error column, one row
 * per failed row with the cells as they were sent, so the sheet can be fixed and sent again.
 * Every cell is text, never read as a formula.
 */
export function errorSheet<Row>(
  columns: readonly FileColumn[],
  rows: readonly ParsedRow[],
  results: readonly RowResult<Row>[],
): Buffer {
  const failed = new Map(results.flatMap((r) => (r.ok ? [] : [[r.row, r.message] as const])));
  const text = (v: string): CellObject => ({ t: 's', v });
  const cells: CellObject[][] = [
    [...columns.map((c) => text(c.header)), text(UPLOAD_MESSAGES.errorColumn)],
  ];
  for (const row of rows) {
    const message = failed.get(row.row);
    if (message === undefined) continue;
    cells.push([...columns.map((c) => text(row.cells[c.key] ?? '')), text(message)]);
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(cells), 'Errors');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
