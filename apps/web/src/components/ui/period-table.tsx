import type { ActivityPeriod } from '@backoffice/domain/identity';
import { useMemo } from 'react';
import { formatDateTime } from '@/lib/format';
import { DataTable, type DataTableColumn, type TablePlacement } from './data-table';

export interface PeriodTableProps {
  periods: readonly ActivityPeriod[];
  /** What the periods are, e.g. "Working", for the table's name. */
  kind: string;
  /** Shown instead of the rows when there are no periods. */
  emptyText: string;
  /** `popup` in a member's day popup. */
  placement?: TablePlacement;
}

// Two times side by side: 312 px, well inside the 'lg' popup of a member's day.
const COLUMNS: readonly DataTableColumn<ActivityPeriod>[] = [
  { id: 'start', header: 'Start', text: (p) => formatDateTime(p.start), minWidth: 156 },
  {
    id: 'end',
    header: 'End',
    text: (p) => (p.end ? formatDateTime(p.end) : 'In progress'),
    minWidth: 156,
  },
];

/** Start and end of each Working or Break period, newest first; the running one has no end yet. */
export function PeriodTable({ periods, kind, emptyText, placement }: PeriodTableProps) {
  const newestFirst = useMemo(
    () => [...periods].sort((a, b) => Date.parse(b.start) - Date.parse(a.start)),
    [periods],
  );
  return (
    <DataTable
      label={`${kind} periods`}
      tableId="identity.activity-periods"
      columns={COLUMNS}
      rows={newestFirst}
      rowId={(p) => p.start}
      emptyText={emptyText}
      columnChooser={false}
      placement={placement}
    />
  );
}
