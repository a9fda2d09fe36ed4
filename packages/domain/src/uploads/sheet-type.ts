import type { z } from 'zod';
import { DEFAULT_SHEET_LIMITS, type SheetLimits } from './limits';
import { UPLOAD_MESSAGES } from './messages';
import type { SheetTypeKey } from './sheet-type-keys';

/**
 * How the rows of a sheet are applied: `all-or-nothing` writes nothing unless every row is
 * valid; `valid-rows-only` writes the valid rows and answers the others with their errors.
 */
export type ApplyMode = 'all-or-nothing' | 'valid-rows-only';

/** A column of a sheet: its header as a person types it and the key of the row it fills. */
export interface SheetColumn<K extends string = string> {
  key: K;
  header: string;
  /** A required column must be in the header row; an optional one may be left out. */
  required: boolean;
}

/** The cells of one data row, keyed by column key; a column left out of the sheet is absent. */
export type SheetCells = Readonly<Record<string, string>>;

/**
 * What a sheet that adds money or stock (credit points, prepaid cash) declares: the business
 * key of a row, equal for two rows that are the same act. A row whose key an earlier row had,
 * earlier in the sheet or applied by an earlier upload, is refused on its row, nothing applied.
 */
export interface AdditiveRows<Row = unknown> {
  /** The headers of the columns the key is made of; the refusal is on the first. */
  keyHeaders: readonly string[];
  /** The key's parts, as the row is applied (upper-cased codes, paise, ISO days). */
  keyOf(row: Row): readonly (string | number | null)[];
  /** The refusal of a repeated row, when the sheet words it its own way. */
  repeated?(row: Row): string;
}

/** A sheet type, declared once: what the file must hold and how its rows are read. */
export interface SheetType<Row = unknown> {
  key: SheetTypeKey;
  label: string;
  /** What applying the sheet changes, in a sentence the upload screen shows. */
  description: string;
  columns: readonly SheetColumn[];
  /** One row's cells (strings, as read) to the row the upload applies. */
  rowSchema: z.ZodType<Row, SheetCells>;
  applyMode: ApplyMode;
  limits: SheetLimits;
  /** The rows of the downloadable sample sheet (cells by column key), valid against rowSchema. */
  sampleRows: readonly SheetCells[];
  /** Declared by a sheet that adds money or stock: its rows' business key. */
  additive?: AdditiveRows<Row>;
}

/** A sheet type with the default limits, overridden by the ones it names. */
export function defineSheetType<Row>(
  declaration: Omit<SheetType<Row>, 'limits'> & { limits?: Partial<SheetLimits> },
): SheetType<Row> {
  return { ...declaration, limits: { ...DEFAULT_SHEET_LIMITS, ...declaration.limits } };
}

/** The column of a header as typed in a sheet: trimmed, any case. */
export function columnOfHeader(type: SheetType, header: string): SheetColumn | undefined {
  const wanted = header.trim().toLowerCase();
  return type.columns.find((c) => c.header.toLowerCase() === wanted);
}

/** A row's business key as one text: equal for the rows an additive sheet applies once. */
export function businessKeyOf<Row>(additive: AdditiveRows<Row>, row: Row): string {
  return JSON.stringify(additive.keyOf(row));
}

/** Why a row of an additive sheet is refused as a repeat, on the key's first column. */
export function repeatedRowError<Row>(additive: AdditiveRows<Row>, row: Row) {
  return {
    column: additive.keyHeaders[0] ?? '',
    message: additive.repeated?.(row) ?? UPLOAD_MESSAGES.repeatedRow(additive.keyHeaders),
  };
}
