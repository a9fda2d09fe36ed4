/**
 * Exports of lists to spreadsheets: the formats and how a screen describes its columns. The
 * server writes the files; the screens offer the formats.
 */

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV (.csv)',
};

/** The message of a format that is neither. */
export const EXPORT_FORMAT_MESSAGE = 'format must be xlsx or csv';

/**
 * One column of an export: its heading and its cell for a row. `text` cells are written as
 * text, `number` as numbers, `rupees` take integer paise and are written as rupees with two
 * decimals.
 */
export type ExportColumn<T> =
  | { header: string; kind: 'text'; cell: (row: T) => string }
  | { header: string; kind: 'number'; cell: (row: T) => number }
  | { header: string; kind: 'rupees'; cell: (row: T) => number };
