import type { ReactNode } from 'react';

/** How tall a row is: `compact` is one line (~34 px) for the work lists, `comfortable` a little more. */
export type TableDensity = 'compact' | 'comfortable';

/**
 * Where a table sits: on a `page` (the window scrolls), in a `popup` (the popup scrolls itself),
 * or in a `panel` of a page that scrolls it sideways when it is wider (the till's products).
 */
export type TablePlacement = 'page' | 'popup' | 'panel';

/** The column a list is sorted by and its direction; the server does the sorting. */
export interface TableSort {
  id: string;
  desc: boolean;
}

/** One column of a DataTable: what a screen describes instead of building a table. */
export interface DataTableColumn<TRow> {
  /** Stable id: the key of the column chooser's memory and of the sort in the address. */
  id: string;
  header: string;
  /** The cell as plain text: shown truncated with an ellipsis, and in full on hover. */
  text: (row: TRow) => string;
  /** A richer cell (a link, badges); `text` still gives its full text on hover. */
  render?: (row: TRow) => ReactNode;
  /** Narrowest width in px: the table fits its container until the columns' minimums don't. */
  minWidth: number;
  /** Share of the spare width (0 keeps the column at `minWidth`); 1 when not given. */
  grow?: number;
  /** Lets the cell wrap onto more lines instead of truncating (taller rows). */
  wrap?: boolean;
  align?: 'start' | 'end';
  /** The server can sort by this column (an index backs it). */
  sortable?: boolean;
  /** The first click sorts this column descending (dates: newest first). */
  sortDescFirst?: boolean;
  /** The column chooser may hide it; true when not given. */
  hideable?: boolean;
}
