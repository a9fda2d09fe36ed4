import { Checkbox, Table } from '@mantine/core';
import { CellContent } from './cell-content';
import { cellStyle, rowStyle, type RowLayout } from './layout';
import { SortHeader } from './sort-header';
import type { DataTableColumn } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface HeaderCell {
  column: DataTableColumn<never>;
  /** Whether the list can be sorted by this column, and how it is now. */
  sortable: boolean;
  sorted: false | 'asc' | 'desc';
  onSort: () => void;
}

interface HeaderRowProps {
  layout: RowLayout;
  cells: readonly HeaderCell[];
  /** The page's selection checkbox; undefined when the table selects nothing. */
  pageSelection?: { selected: number; total: number; onChange: (select: boolean) => void };
}

/** The sticky header: a sort button on sortable columns, and the page's selection checkbox. */
export function HeaderRow({ layout, cells, pageSelection }: HeaderRowProps) {
  return (
    <Table.Thead style={{ display: 'grid' }}>
      <Table.Tr style={rowStyle(layout)}>
        {pageSelection && (
          <Table.Th style={cellStyle(layout.density)}>
            <Checkbox
              size="xs"
              aria-label="Select all rows on this page"
              checked={pageSelection.selected === pageSelection.total}
              indeterminate={
                pageSelection.selected > 0 && pageSelection.selected < pageSelection.total
              }
              onChange={(event) => pageSelection.onChange(event.currentTarget.checked)}
            />
          </Table.Th>
        )}
        {cells.map(({ column, sortable, sorted, onSort }) => (
          <Table.Th
            key={column.id}
            style={cellStyle(layout.density, column.align)}
            aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
          >
            {sortable ? (
              <SortHeader header={column.header} sorted={sorted} onSort={onSort} />
            ) : (
              <CellContent text={column.header} wrap={false} />
            )}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
