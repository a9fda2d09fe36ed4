import type { Readable } from 'node:stream';
import type { ExportColumn, ExportFormat } from '@backoffice/domain/core/export';
import { csvStream } from './csv';
import { xlsxWorkbook } from './xlsx';

/** A file to send: its body, content type and name. */
export interface ExportFile {
  body: Readable | Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The rows as a file of the format: CSV streamed as read, .xlsx written once read. */
export async function exportFile<T>(
  format: ExportFormat,
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  names: { fileName: string; sheetName: string },
): Promise<ExportFile> {
  const body =
    format === 'csv'
      ? csvStream(columns, batches)
      : await xlsxWorkbook(columns, batches, names.sheetName);
  return { body, contentType: CONTENT_TYPES[format], fileName: names.fileName };
}

/** The Content-Disposition of a download (RFC 6266), the name in ASCII and in UTF-8. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
