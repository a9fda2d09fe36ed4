import type { z } from 'zod';
import { DEFAULT_SHEET_LIMITS, type SheetLimits } from './limits';
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
