import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { signedInWith } from '@/lib/testing/signed-in';
import { renderWithProviders } from '../test-render';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn } from './types';
import { hiddenColumnsKey } from './use-hidden-columns';

interface Person {
  id: string;
  name: string;
  mobile: string;
  created: string;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Person ${index + 1} with a very long name that does not fit its column`,
    mobile: `98450${String(index).padStart(5, '0')}`,
    created: `2026-11-${String((index % 28) + 1).padStart(2, '0')}`,
  }));

const COLUMNS: readonly DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', text: (row) => row.name, minWidth: 160, grow: 2 },
  { id: 'mobile', header: 'Mobile', text: (row) => row.mobile, minWidth: 100, grow: 0 },
  {
    id: 'created',
    header: 'Created',
    text: (row) => row.created,
    minWidth: 100,
    sortable: true,
    sortDescFirst: true,
  },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}, loginId = 2) {
  signedInWith('OC', {}, loginId);
  const client = createQueryClient();
  const ui = (next: Partial<DataTableProps<Person>>) => (
    <QueryClientProvider client={client}>
      <DataTable
        label="People"
        tableId="people"
        columns={COLUMNS}
        rows={people(3)}
        rowId={(row) => row.id}
        emptyText="No People Found..."
        {...next}
      />
    </QueryClientProvider>
  );
  const view = renderWithProviders(ui(props));
  return {
    ...view,
    rerenderTable: (next: Partial<DataTableProps<Person>>) => view.rerender(ui(next)),
  };
}

const table = () => screen.getByRole('table', { name: 'People' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('DataTable', () => {
  it('shows one compact line per row, the full text of a cut cell on hover', () => {
    renderTable();
    expect(headers()).toEqual(['Name', 'Mobile', 'Created']);
    expect(bodyRows()).toHaveLength(3);
    const name = within(bodyRows()[0]!).getByTitle(
      'Person 1 with a very long name that does not fit its column',
    );
    expect(name.style.whiteSpace).toBe('nowrap');
    expect(name.style.textOverflow).toBe('ellipsis');
    // Every row lays its columns out on the same grid: the fixed column keeps its width.
    expect(bodyRows()[0]!.style.gridTemplateColumns).toBe(
      'minmax(160px, 2fr) 100px minmax(100px, 1fr)',
    );
  });

  it('lets a column wrap only when it opts in', () => {
    renderTable({ columns: [{ ...COLUMNS[0]!, wrap: true }, ...COLUMNS.slice(1)] });
    const name = within(bodyRows()[0]!).getByTitle(/^Person 1 /);
    expect(name.style.whiteSpace).toBe('');
    expect(name.style.overflowWrap).toBe('anywhere');
  });

  it('shows the loading, empty and failed states in place of the rows', async () => {
    const onRetry = vi.fn();
    const { rerenderTable, user } = renderTable({ rows: undefined });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    rerenderTable({ rows: [] });
    expect(screen.getByText('No People Found...')).toBeTruthy();
    rerenderTable({ rows: undefined, error: new Error('Something Went Wrong!'), onRetry: onRetry });
    expect(screen.getByText('Something Went Wrong!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('remembers the columns a user hides, per user', async () => {
    localStorage.setItem(hiddenColumnsKey(2, 'people'), JSON.stringify(['created']));
    const { user, unmount } = renderTable();
    await waitFor(() => expect(headers()).toEqual(['Name', 'Mobile']));

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const shown = await screen.findByRole('group', { name: 'Columns shown' });
    expect(within(shown).getByRole<HTMLInputElement>('checkbox', { name: 'Created' }).checked).toBe(
      false,
    );
    await user.click(within(shown).getByRole('checkbox', { name: 'Mobile' }));
    await user.click(within(shown).getByRole('checkbox', { name: 'Created' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Created']));
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey(2, 'people')) ?? '')).toEqual([
      'mobile',
    ]);
    unmount();

    // The same user finds the choice again; another user of this browser has their own.
    const again = renderTable();
    await waitFor(() => expect(headers()).toEqual(['Name', 'Created']));
    again.unmount();
    localStorage.setItem(hiddenColumnsKey(7, 'people'), JSON.stringify(['name']));
    renderTable({}, 7);
    await waitFor(() => expect(headers()).toEqual(['Mobile', 'Created']));
  });

  it('sorts only by a sortable column, through the screen', async () => {
    const onSortChange = vi.fn();
    const { user, rerenderTable } = renderTable({ onSortChange, sort: null });
    const created = () => screen.getByRole('columnheader', { name: 'Created' });
    expect(created().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(
      within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button'),
    ).toBeNull();

    await user.click(within(created()).getByRole('button', { name: 'Created' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'created', desc: true });

    rerenderTable({
      rows: people(3),
      sort: { id: 'created', desc: true },
      onSortChange: onSortChange,
    });
    expect(created().getAttribute('aria-sort')).toBe('descending');
    await user.click(within(created()).getByRole('button', { name: 'Created' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'created', desc: false });
  });

  it('selects rows by their checkbox and the whole page by the header checkbox', async () => {
    const onSelectionChange = vi.fn();
    const { user, rerenderTable } = renderTable({ selectedIds: [], onSelectionChange });
    await user.click(screen.getByRole('checkbox', { name: 'Select row p2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2']);

    rerenderTable({
      rows: people(3),
      selectedIds: ['p2', 'elsewhere'],
      onSelectionChange: onSelectionChange,
    });
    expect(bodyRows().map((row) => row.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    const all = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all rows on this page',
    });
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    // Rows selected on another page stay selected.
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2', 'elsewhere', 'p1', 'p3']);
  });

  it('moves between rows with j, k and the arrows, opens with Enter and selects with x', async () => {
    const onOpenRow = vi.fn();
    const onSelectionChange = vi.fn();
    const { user } = renderTable({ onOpenRow, selectedIds: [], onSelectionChange });
    const [first, second, third] = bodyRows();
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);

    // A click on a row's text focuses the row.
    await user.click(within(first!).getByText('9845000000'));
    expect(document.activeElement).toBe(first);
    await user.keyboard('j');
    expect(document.activeElement).toBe(second);
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('j');
    expect(document.activeElement).toBe(third);
    await user.keyboard('k{ArrowUp}');
    expect(document.activeElement).toBe(first);

    await user.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    await user.keyboard('x');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p1']);
  });

  it('fires no shortcut while a person types in a field inside the table', async () => {
    const onOpenRow = vi.fn();
    const onSelectionChange = vi.fn();
    const withField: DataTableColumn<Person> = {
      id: 'note',
      header: 'Note',
      text: () => '',
      render: (row) => <TextInput aria-label={`Note of ${row.id}`} />,
      minWidth: 120,
    };
    const { user } = renderTable({
      columns: [...COLUMNS, withField],
      onOpenRow,
      selectedIds: [],
      onSelectionChange,
    });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note of p1' });
    await user.click(field);
    await user.keyboard('jkx{Enter}');
    expect(field.value).toBe('jkx');
    expect(document.activeElement).toBe(field);
    expect(onOpenRow).not.toHaveBeenCalled();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('renders only the rows near the view of a 999-row table, quickly', () => {
    const rows = people(999);
    const timed = () => {
      const started = performance.now();
      const view = renderTable({ rows });
      return { view, elapsed: performance.now() - started };
    };
    // The first render also loads and styles the table's modules; a screen pays that once.
    const cold = timed();
    cold.view.unmount();
    const warm = timed();
    // The figure docs/orders.md reports (jsdom, one render of the whole table).
    console.info(
      `DataTable, 999 rows: first render ${cold.elapsed.toFixed(1)} ms, next ${warm.elapsed.toFixed(1)} ms`,
    );
    const rendered = bodyRows().filter((row) => row.dataset.rowIndex !== undefined);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]!.dataset.rowIndex).toBe('0');
  });

  it('renders every row of a long table that wraps its cells or sits in a popup', () => {
    const rows = people(150);
    const wrapping = COLUMNS.map((column) =>
      column.id === 'name' ? { ...column, wrap: true } : column,
    );
    const { unmount } = renderTable({ rows, columns: wrapping });
    expect(bodyRows()).toHaveLength(150);
    unmount();

    renderTable({ rows, placement: 'popup' });
    expect(bodyRows()).toHaveLength(150);
    // A popup's table goes without the column chooser.
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
  });
});
