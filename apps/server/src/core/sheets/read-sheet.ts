import {
  columnOfHeader,
  UPLOAD_MESSAGES,
  type ParsedRow,
  type SheetType,
} from '@backoffice/domain/uploads';
import { read, utils, type ParsingOptions, type WorkBook } from '@e965/xlsx';
import { checkedKind, type SheetFileKind } from './sniff';
import { sheetError } from './sheets.errors';
import { checkUncompressedSize } from './zip-size';

/** A column of the file as its header row has it, and the column of the sheet type it fills. */
export interface FileColumn {
  header: string;
  key: string;
}

/** A sheet read and its header checked: the file's columns in order, and its data rows. */
export interface ReadSheet {
  kind: SheetFileKind;
  columns: FileColumn[];
  rows: ParsedRow[];
}

const UTF8_BOM = '\uFEFF';

/** The workbook, read as values only: no formulas, styles, HTML or number formats kept. */
function workbookOf(kind: SheetFileKind, bytes: Uint8Array, sheetRows: number): WorkBook {
  const options: ParsingOptions = {
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    cellDates: false,
    sheetStubs: false,
    bookVBA: false,
    sheetRows,
  };
  try {
    if (kind === 'csv') {
      const text = new TextDecoder('utf-8').decode(bytes).replace(UTF8_BOM, '');
      // raw: every field stays the text it was, so 011 or 1e5 are not read as numbers.
      return read(text, { ...options, type: 'string', raw: true });
    }
    return read(bytes, { ...options, type: 'buffer' });
  } catch {
    throw sheetError('uploads.unreadable_workbook').at('file');
  }
}

/**
 * The file's columns matched to the sheet type's; a 400 naming the unknown or missing ones. A
 * column headed Error (the error sheet's) is ignored.
 */
function matchColumns(type: SheetType, headerRow: readonly string[]): (FileColumn | null)[] {
  const unknown: string[] = [];
  const twice: string[] = [];
  const seen = new Set<string>();
  const matched = headerRow.map((raw) => {
    const header = raw.trim();
    if (header === '') return null;
    const column = columnOfHeader(type, header);
    // The error sheet's own column: a fixed error sheet is sent again as it is.
    if (!column && header.toLowerCase() === UPLOAD_MESSAGES.errorColumn.toLowerCase()) return null;
    if (!column) {
      unknown.push(header);
      return null;
    }
    if (seen.has(column.key)) twice.push(column.header);
    seen.add(column.key);
    return { header, key: column.key };
  });
  if (unknown.length > 0) throw sheetError('uploads.unknown_columns', unknown).at('file');
  if (twice.length > 0) throw sheetError('uploads.duplicate_columns', twice).at('file');
  const missing = type.columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (missing.length > 0) throw sheetError('uploads.missing_columns', missing).at('file');
  return matched;
}

/**
 * Reads the first sheet of an uploaded .xlsx, .xls or .csv for a sheet type. Refused with a 400
 * on `file`, before any row is validated: a file over the type's size, one that is not what its
 * extension says, an .xlsx that would inflate past the limit, a header with unknown, repeated
 * or missing columns, no rows or too many. Blank rows are skipped; the others keep their row
 * number in the sheet (the header is row 1).
 */
export function readSheet(type: SheetType, fileName: string, bytes: Uint8Array): ReadSheet {
  const { maxBytes, maxRows, maxUncompressedBytes } = type.limits;
  if (bytes.byteLength > maxBytes) throw sheetError('uploads.file_too_large', maxBytes).at('file');
  const kind = checkedKind(fileName, bytes);
  if (kind === 'xlsx') checkUncompressedSize(bytes, maxUncompressedBytes);

  // The header, the allowed rows and one more: enough to tell a sheet with too many rows.
  const book = workbookOf(kind, bytes, maxRows + 2);
  const firstName = book.SheetNames[0];
  const sheet = firstName === undefined ? undefined : book.Sheets[firstName];
  if (!sheet) throw sheetError('uploads.empty_sheet').at('file');
  const truncated = sheet['!fullref'] !== undefined && sheet['!fullref'] !== sheet['!ref'];
  const table = utils.sheet_to_json<string[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  const [headerRow, ...dataRows] = table;
  if (!headerRow || headerRow.every((h) => String(h).trim() === '')) {
    throw sheetError('uploads.empty_sheet').at('file');
  }
  const columns = matchColumns(type, headerRow.map(String));

  const rows: ParsedRow[] = [];
  dataRows.forEach((cells, i) => {
    if (cells.every((c) => String(c).trim() === '')) return;
    const record: Record<string, string> = {};
    columns.forEach((column, at) => {
      if (column) record[column.key] = String(cells[at] ?? '');
    });
    rows.push({ row: i + 2, cells: record });
  });
  if (truncated || rows.length > maxRows) {
    throw sheetError('uploads.too_many_rows', maxRows).at('file');
  }
  if (rows.length === 0) throw sheetError('uploads.no_rows').at('file');
  return {
    kind,
    columns: columns.filter((c): c is FileColumn => c !== null),
    rows,
  };
}
