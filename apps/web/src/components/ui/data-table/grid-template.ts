import type { DataTableColumn } from './types';

/** Width of the selection checkbox column, in px. */
export const SELECT_COLUMN_WIDTH = 36;

/** Column track of one column: at least its minimum, growing by its share of the spare width. */
function track({ minWidth, grow = 1 }: Pick<DataTableColumn<unknown>, 'minWidth' | 'grow'>) {
  return grow > 0 ? `minmax(${minWidth}px, ${grow}fr)` : `${minWidth}px`;
}

/**
 * The CSS grid columns every row of the table shares, so the columns line up while each row lays
 * itself out: the table fits its container's width whenever the minimums fit.
 */
export function gridTemplate(
  columns: readonly Pick<DataTableColumn<unknown>, 'minWidth' | 'grow'>[],
  selectable: boolean,
): string {
  const tracks = columns.map(track);
  return (selectable ? [`${SELECT_COLUMN_WIDTH}px`, ...tracks] : tracks).join(' ');
}

/** The narrowest the table can be without overflowing: the sum of the columns' minimums. */
export function minimumWidth(
  columns: readonly Pick<DataTableColumn<unknown>, 'minWidth'>[],
  selectable: boolean,
): number {
  const sum = columns.reduce((total, column) => total + column.minWidth, 0);
  return selectable ? sum + SELECT_COLUMN_WIDTH : sum;
}
