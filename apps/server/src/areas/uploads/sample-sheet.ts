import type { SheetType } from '@backoffice/domain/uploads';
import { utils, write, type CellObject } from '@e965/xlsx';

/** The sample sheet of a type: its columns' headers and its sample rows, every cell text. */
export function sampleSheet(type: SheetType): Buffer {
  const text = (v: string): CellObject => ({ t: 's', v });
  const cells = [
    type.columns.map((c) => text(c.header)),
    ...type.sampleRows.map((row) => type.columns.map((c) => text(row[c.key] ?? ''))),
  ];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(cells), type.label.slice(0, 31));
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
