import type { CSSProperties } from 'react';
import { DENSITY } from './density';
import type { DataTableColumn, TableDensity } from './types';

/** How the header and the body rows are laid out: one grid per row, the same columns in each. */
export interface RowLayout {
  template: string;
  density: TableDensity;
}

export function rowStyle({ template, density }: RowLayout): CSSProperties {
  return { display: 'grid', gridTemplateColumns: template, minHeight: DENSITY[density].rowHeight };
}

export function cellStyle(
  density: TableDensity,
  align: DataTableColumn<unknown>['align'] = 'start',
): CSSProperties {
  const { paddingX, paddingY } = DENSITY[density];
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: align === 'end' ? 'flex-end' : 'flex-start',
    minWidth: 0,
    padding: `${paddingY}px ${paddingX}px`,
  };
}
