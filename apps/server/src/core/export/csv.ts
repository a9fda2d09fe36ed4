import { Readable } from 'node:stream';
import type { ExportColumn } from '@backoffice/domain/core/export';
import { paiseToRupees } from '@backoffice/domain/core/money';

/** Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): text that starts like a formula is prefixed with a quote so that a
 * spreadsheet shows it instead of running it; a field with a comma, a quote or a line break is
 * quoted, its quotes doubled.
 */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record of a row, ended by CRLF. */
export function csvRecord<T>(columns: readonly ExportColumn<T>[], row: T): string {
  const fields = columns.map((column) => {
    switch (column.kind) {
      case 'text':
        return csvField(column.cell(row));
      case 'number':
        return String(column.cell(row));
      case 'rupees':
        return paiseToRupees(column.cell(row));
    }
  });
  return `${fields.join(',')}\r\n`;
}

/**
 * The CSV of the rows, streamed batch by batch as they are read: a byte order mark (so that a
 * spreadsheet reads the names as UTF-8), the headings, then one record per row.
 */
export function csvStream<T>(
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Readable {
  async function* chunks() {
    yield `\uFEFF${columns.map((c) => csvField(c.header)).join(',')}\r\n`;
    for await (const batch of batches) {
      yield batch.map((row) => csvRecord(columns, row)).join('');
    }
  }
  return Readable.from(chunks());
}
