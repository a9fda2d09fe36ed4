import { Checkbox, Table } from '@mantine/core';
import { CellContent } from './cell-content';
import { DENSITY } from './density';
import { cellStyle, rowStyle, type RowLayout } from './layout';
import type { DataTableColumn } from './types';

interface BodyRowProps<TRow> {
  layout: RowLayout;
  id: string;
  index: number;
  row: TRow;
  columns: readonly DataTableColumn<TRow>[];
  /** The row in the tab order (roving tabindex). */
  active: boolean;
  /** The row's selection; undefined when the table selects nothing. */
  selection?: { selected: boolean; onToggle: (event: unknown) => void };
  /** Virtual rows keep the density's height: the virtual positions count on it. */
  fixedHeight: boolean;
}

/** One row of the body: focusable, its cells on one line unless their column wraps. */
export function BodyRow<TRow>({
  layout,
  id,
  index,
  row,
  columns,
  active,
  selection,
  fixedHeight,
}: BodyRowProps<TRow>) {
  const selected = selection?.selected === true;
  return (
    <Table.Tr
      className="mantine-focus-auto"
      data-row-index={index}
      tabIndex={active ? 0 : -1}
      aria-selected={selection ? selected : undefined}
      style={{
        ...rowStyle(layout),
        height: fixedHeight ? DENSITY[layout.density].rowHeight : undefined,
        overflow: fixedHeight ? 'hidden' : undefined,
        backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
        // The focus ring is drawn inside the row, clear of its neighbours.
        outlineOffset: -2,
      }}
    >
      {selection && (
        <td style={cellStyle(layout.density)}>
          <Checkbox
            size="xs"
            tabIndex={-1}
            aria-label={`Select row ${id}`}
            checked={selected}
            onChange={selection.onToggle}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} style={cellStyle(layout.density, column.align)}>
          <CellContent text={column.text(row)} wrap={column.wrap === true}>
            {column.render?.(row)}
          </CellContent>
        </td>
      ))}
    </Table.Tr>
  );
}
