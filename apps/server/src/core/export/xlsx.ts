import type { ExportColumn } from '@backoffice/domain/core/export';
import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';

/** How rupee cells show: thousands grouped, two decimals. */
const RUPEES_FORMAT = '#,##0.00';

function cellOf<T>(column: ExportColumn<T>, row: T): CellObject {
  switch (column.kind) {
    case 'text':
      // A text cell is never read as a formula, whatever it starts with.
      return { t: 's', v: column.cell(row) };
    case 'number':
      return { t: 'n', v: column.cell(row) };
    case 'rupees':
      return { t: 'n', v: column.cell(row) / 100, z: RUPEES_FORMAT };
  }
}

/**
 * The .xlsx workbook of the rows, one sheet: the headings, then one row per row, read batch by
 * batch. The file format is a zip written at the end, so the sheet is held in memory until then
 * (the caller caps the rows).
 */
export async function xlsxWorkbook<T>(
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  sheetName: string,
): Promise<Buffer> {
  const cells: CellObject[][] = [columns.map((c) => ({ t: 's', v: c.header }))];
  for await (const batch of batches) {
    for (const row of batch) cells.push(columns.map((column) => cellOf(column, row)));
  }
  const sheet: WorkSheet = utils.aoa_to_sheet(cells);
  sheet['!cols'] = columns.map((c) => ({ wch: Math.max(10, c.header.length + 2) }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName);
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
