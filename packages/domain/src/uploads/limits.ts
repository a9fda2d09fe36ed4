/** The limits every sheet type has unless it declares its own. */
export interface SheetLimits {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The most data rows (the header row not counted). */
  maxRows: number;
  /** The largest total an .xlsx may inflate to, read from its zip directory before inflating. */
  maxUncompressedBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxBytes: 5 * MB,
  maxRows: 50_000,
  maxUncompressedBytes: 100 * MB,
};

/** The longest text a cell may hold before its row is refused. */
export const MAX_CELL_LENGTH = 500;
