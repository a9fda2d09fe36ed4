import { formatDuration, type MemberActivityRow } from '@backoffice/domain/calls/team';
import { Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';
import { presenceColumn } from '@/features/calls/team/components/presence-badge';

/** How long someone has been Working or on Break at `asOf`; nothing for the offline. */
function forHowLong(row: MemberActivityRow, asOf: number): string | null {
  if (!row.since || row.presence === 'offline') return null;
  return `for ${formatDuration(Math.max(0, (asOf - Date.parse(row.since)) / 1000))}`;
}

function sinceText(row: MemberActivityRow, asOf: number): string {
  if (!row.since) return '—';
  const since = formatDateTime(row.since);
  const duration = forHowLong(row, asOf);
  return duration ? `${since} ${duration}` : since;
}

// Minimums add up to 1,122 px: every column fits the content area at 1280 px.
const columnsFor = (asOf: number): readonly DataTableColumn<MemberActivityRow>[] => [
  {
    id: 'agent',
    header: 'Agent',
    text: (row) => `${row.name} · Login id ${row.login_id}`,
    render: (row) => (
      <>
        <Text span inherit fw={500}>
          {row.name}
        </Text>{' '}
        <Text span inherit c="dimmed">{`Login id ${row.login_id}`}</Text>
      </>
    ),
    minWidth: 170,
    grow: 2,
  },
  { id: 'role', header: 'Role', text: (row) => row.role, minWidth: 90 },
  presenceColumn('status', 'Status'),
  {
    id: 'since',
    header: 'Since',
    text: (row) => sinceText(row, asOf),
    render: (row) => {
      const duration = forHowLong(row, asOf);
      return (
        <>
          {row.since ? formatDateTime(row.since) : '—'}
          {duration && <Text span inherit c="dimmed">{` ${duration}`}</Text>}
        </>
      );
    },
    minWidth: 230,
  },
  {
    id: 'calls',
    header: 'Calls today',
    text: (row) => formatNumber(row.calls),
    minWidth: 90,
    grow: 0,
    align: 'end',
  },
  {
    id: 'dispositions',
    header: 'Dispositions today',
    text: (row) => formatNumber(row.dispositions),
    minWidth: 136,
    grow: 0,
    align: 'end',
  },
  {
    id: 'working',
    header: 'Working',
    text: (row) => formatDuration(row.working_seconds),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'break',
    header: 'Break',
    text: (row) => formatDuration(row.break_seconds),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'first_start',
    header: 'First sign-in',
    text: (row) => (row.first_start ? formatDateTime(row.first_start) : '—'),
    minWidth: 156,
    grow: 0,
  },
];

interface ActivityTableProps {
  /** The agents of the page; undefined while they load. */
  rows: readonly MemberActivityRow[] | undefined;
  /** When the rows were read: how long someone has been Working or on Break is counted to it. */
  asOf: number;
  error: Error | null;
  onRetry: () => void;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
}

/** One row per agent: now (with since when), today's calls, dispositions and time. */
export function ActivityTable({ rows, asOf, error, onRetry, toolbar }: ActivityTableProps) {
  const columns = useMemo(() => columnsFor(asOf), [asOf]);
  return (
    <DataTable
      label="Team activity"
      tableId="calls.team.activity"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.login_id)}
      error={error}
      onRetry={onRetry}
      emptyText="No Agents Found..."
      toolbar={toolbar}
    />
  );
}
