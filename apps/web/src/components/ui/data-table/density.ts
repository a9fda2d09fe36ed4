import type { TableDensity } from './types';

/** Row height, font size and cell padding of each density; rows are one line unless a column wraps. */
export const DENSITY = {
  compact: { rowHeight: 34, fontSize: 13, paddingY: 4, paddingX: 8 },
  comfortable: { rowHeight: 44, fontSize: 14, paddingY: 10, paddingX: 10 },
} as const satisfies Record<
  TableDensity,
  { rowHeight: number; fontSize: number; paddingY: number; paddingX: number }
>;

/** Above this many rows only the rows in view are rendered (the spec's 999-row tables). */
export const VIRTUAL_FROM_ROWS = 100;
