import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { signedInWith } from '@/lib/testing/signed-in';
import { PeriodTable, type PeriodTableProps } from './period-table';
import { renderWithProviders } from './test-render';

const MORNING = { start: '2026-11-20T03:30:00.000Z', end: '2026-11-20T06:00:00.000Z' };
const AFTERNOON = { start: '2026-11-20T07:00:00.000Z', end: null };

function renderTable(props: Partial<PeriodTableProps> = {}) {
  signedInWith('OC', {});
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <PeriodTable
        periods={[MORNING, AFTERNOON]}
        kind="Working"
        emptyText="No Working periods yet"
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('PeriodTable', () => {
  it('lists the periods newest first, the running one in progress', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Working periods' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Start', 'End']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatDateTime(AFTERNOON.start), 'In progress']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatDateTime(MORNING.start), formatDateTime(MORNING.end)]);
    // Two columns need no column chooser.
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
  });

  it('shows the empty text instead of a table without periods', () => {
    renderTable({ periods: [], kind: 'Break', emptyText: 'No Break periods yet' });
    expect(screen.getByText('No Break periods yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
