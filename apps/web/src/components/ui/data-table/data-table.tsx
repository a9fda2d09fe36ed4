import { Box, Group, Table } from '@mantine/core';
import {
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { FailureState } from '../failure-state';
import { EmptyState, LoadingState } from '../states';
import { BodyRow } from './body-row';
import { ColumnChooser } from './column-chooser';
import { DENSITY } from './density';
import { gridTemplate, minimumWidth } from './grid-template';
import { HeaderRow } from './header-row';
import type { DataTableColumn, TableDensity, TablePlacement, TableSort } from './types';
import { useHiddenColumns } from './use-hidden-columns';
import { useRowKeyboard } from './use-row-keyboard';
import { useVirtualRows } from './use-virtual-rows';

const features = tableFeatures({ columnVisibilityFeature, rowSelectionFeature, rowSortingFeature });

const NO_IDS: readonly string[] = [];
const NO_ROWS: readonly never[] = [];

export interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name, e.g. "Orders". */
  label: string;
  /** Names the table in the column chooser's memory, e.g. "orders.work-list". */
  tableId: string;
  columns: readonly DataTableColumn<TRow>[];
  /** The rows of the page; undefined while they load. */
  rows: readonly TRow[] | undefined;
  rowId: (row: TRow) => string;
  density?: TableDensity;
  /** The load failed: Access Forbidden, or the error with Retry. */
  error?: Error | null;
  onRetry?: () => void;
  /** The screen's empty text, e.g. "No Orders Found...". */
  emptyText: ReactNode;
  /** The server's order of the rows; only columns that declare `sortable` offer it. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Above the table, left of the column chooser: saved filters, export, bulk actions. */
  toolbar?: ReactNode;
  /** Selected row ids; rows get a checkbox when `onSelectionChange` is given. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Opens a row (Enter on a focused row). */
  onOpenRow?: (row: TRow) => void;
  /** Offers the column chooser (true); a popup's short table of a few columns may go without. */
  columnChooser?: boolean;
  /**
   * Where the table sits: on a `page` (the window scrolls: the header sticks under the console's
   * header, long tables render only the rows near the view) or in a `popup` (the popup scrolls
   * itself: the header sticks to its top, every row is rendered, rows may be of any height,
   * and there is no column chooser), or in a `panel` that scrolls it sideways (as in a popup).
   */
  placement?: TablePlacement;
}

/**
 * The console's one table: a screen describes its columns and hands over its rows. Compact rows
 * of one line with the full text on hover, a sticky header, columns that fit the container, a
 * column chooser remembered per user, server sorting, optional selection, keyboard navigation,
 * and virtual rows for long tables.
 */
export function DataTable<TRow extends RowData>({
  label,
  tableId,
  columns,
  rows,
  rowId,
  density = 'compact',
  error,
  onRetry,
  emptyText,
  sort,
  onSortChange,
  toolbar,
  selectedIds = NO_IDS,
  onSelectionChange,
  onOpenRow,
  columnChooser = true,
  placement = 'page',
}: DataTableProps<TRow>) {
  const inPopup = placement !== 'page';
  const selectable = onSelectionChange !== undefined;
  const { hidden, setHidden } = useHiddenColumns(tableId);
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<typeof features, TRow>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => column.text(row), {
          id: column.id,
          header: column.header,
          enableSorting: column.sortable === true,
          sortDescFirst: column.sortDescFirst === true,
          enableHiding: column.hideable !== false,
        }),
      ),
    );
  }, [columns]);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () =>
      Object.fromEntries(
        columns
          .filter((column) => column.hideable !== false && hidden.includes(column.id))
          .map((column) => [column.id, false]),
      ),
    [columns, hidden],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);

  const onColumnVisibilityChange: OnChangeFn<ColumnVisibilityState> = (updater) => {
    const next = functionalUpdate(updater, columnVisibility);
    setHidden(Object.keys(next).filter((id) => next[id] === false));
  };
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const next = functionalUpdate(updater, rowSelection);
    onSelectionChange?.(Object.keys(next).filter((id) => next[id] === true));
  };
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = functionalUpdate(updater, sorting);
    if (next) onSortChange?.({ id: next.id, desc: next.desc });
  };

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows ?? NO_ROWS,
    getRowId: (row) => rowId(row),
    state: { columnVisibility, rowSelection, sorting },
    onColumnVisibilityChange,
    onRowSelectionChange,
    onSortingChange,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    enableSubRowSelection: false,
  });

  const tableRows = table.getRowModel().rows;
  const columnSpecs = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );
  const visible = table
    .getVisibleLeafColumns()
    .flatMap((column) => columnSpecs.get(column.id) ?? []);
  const { rowHeight } = DENSITY[density];
  const template = gridTemplate(visible, selectable);
  const { bodyRef, activeIndex, onKeyDown, onFocus } = useRowKeyboard({
    rowCount: tableRows.length,
    onOpen: (index) => {
      const row = tableRows[index];
      if (row) onOpenRow?.(row.original);
    },
    onToggle: selectable ? (index) => tableRows[index]?.toggleSelected() : undefined,
    reveal: (index) => virtualRows.scrollToIndex(index),
  });
  // Rows of a fixed height may be virtual; a table that wraps its cells, or one in a popup (which
  // scrolls itself, not the window), renders every row.
  const mayVirtualise = !inPopup && !columns.some((column) => column.wrap === true);
  const virtualRows = useVirtualRows(tableRows.length, rowHeight, bodyRef, mayVirtualise);

  const choices = table
    .getAllLeafColumns()
    .filter((column) => columnChooser && !inPopup && column.getCanHide())
    .map((column) => ({
      id: column.id,
      header: columnSpecs.get(column.id)?.header ?? column.id,
      visible: column.getIsVisible(),
    }));
  const bar = (toolbar !== undefined || choices.length > 0) && (
    <Group gap="sm" mb="xs" wrap="nowrap">
      <Box flex={1} miw={0}>
        {toolbar}
      </Box>
      <ColumnChooser
        choices={choices}
        onToggle={(id, show) => table.getColumn(id)?.toggleVisibility(show)}
      />
    </Group>
  );

  const state = error ? (
    <FailureState error={error} onRetry={() => onRetry?.()} />
  ) : rows === undefined ? (
    <LoadingState />
  ) : rows.length === 0 ? (
    <EmptyState text={emptyText} />
  ) : null;
  if (state) {
    return (
      <>
        {bar}
        {state}
      </>
    );
  }

  const layout = { template, density };
  const pageIds = tableRows.map((row) => row.id);
  const selectPage = (select: boolean) =>
    onSelectionChange?.(
      select
        ? [...new Set([...selectedIds, ...pageIds])]
        : selectedIds.filter((id) => !pageIds.includes(id)),
    );
  const headerCells = table.getVisibleLeafColumns().flatMap((column) => {
    const spec = columnSpecs.get(column.id);
    if (!spec) return [];
    return {
      column: spec,
      sortable: column.getCanSort() && onSortChange !== undefined,
      sorted: column.getIsSorted(),
      onSort: () => column.toggleSorting(),
    };
  });

  return (
    <>
      {bar}
      <Table
        aria-label={label}
        stickyHeader
        stickyHeaderOffset={inPopup ? '0px' : 'var(--console-header-height, 0px)'}
        highlightOnHover
        fz={DENSITY[density].fontSize}
        style={{ display: 'grid', minWidth: minimumWidth(visible, selectable) }}
      >
        <HeaderRow
          layout={layout}
          cells={headerCells}
          pageSelection={
            selectable
              ? {
                  selected: pageIds.filter((id) => rowSelection[id] === true).length,
                  total: pageIds.length,
                  onChange: selectPage,
                }
              : undefined
          }
        />
        <Table.Tbody
          ref={bodyRef}
          style={{
            display: 'grid',
            paddingTop: virtualRows.paddingTop,
            paddingBottom: virtualRows.paddingBottom,
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {virtualRows.indexes.map((index) => {
            const row = tableRows[index];
            if (!row) return null;
            return (
              <BodyRow
                key={row.id}
                layout={layout}
                id={row.id}
                index={index}
                row={row.original}
                columns={visible}
                active={index === activeIndex}
                selection={
                  selectable
                    ? { selected: row.getIsSelected(), onToggle: row.getToggleSelectedHandler() }
                    : undefined
                }
                fixedHeight={virtualRows.virtual}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
