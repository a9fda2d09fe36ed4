import { formatDuration, type MemberActivityRow } from '@backoffice/domain/calls/team';
import { Button, Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, usePopup, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';
import { presenceColumn } from '@/features/calls/team/components/presence-badge';
import { MemberDayPopup } from './member-day-popup';
import { QaReviewPopup } from './qa-review-popup';
import { WorkListLink } from './work-list-link';

interface AgentActions {
  showDay: (row: MemberActivityRow) => void;
  review: (row: MemberActivityRow) => void;
}

// Minimums add up to 1,112 px: every column fits the content area at 1280 px.
const columnsFor = ({
  showDay,
  review,
}: AgentActions): readonly DataTableColumn<MemberActivityRow>[] => [
  {
    id: 'login_id',
    header: 'Login id',
    text: (row) => String(row.login_id),
    minWidth: 70,
    grow: 0,
  },
  {
    id: 'name',
    header: 'Name',
    text: (row) => row.name,
    render: (row) => (
      <Text span inherit fw={500}>
        {row.name}
      </Text>
    ),
    minWidth: 140,
    grow: 2,
  },
  { id: 'role', header: 'Role', text: (row) => row.role, minWidth: 90 },
  presenceColumn('now', 'Now'),
  {
    id: 'first_start',
    header: 'First sign-in',
    text: (row) => (row.first_start ? formatDateTime(row.first_start) : '—'),
    minWidth: 156,
    grow: 0,
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
    minWidth: 72,
    grow: 0,
    align: 'end',
  },
  {
    id: 'calls',
    header: 'Calls',
    text: (row) => formatNumber(row.calls),
    minWidth: 64,
    grow: 0,
    align: 'end',
  },
  {
    id: 'dispositions',
    header: 'Dispositions',
    text: (row) => formatNumber(row.dispositions),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
  {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    render: (row) => (
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-xs" variant="light" onClick={() => showDay(row)}>
          Activity
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => review(row)}>
          QA & Review
        </Button>
        <WorkListLink agent={row} />
      </Group>
    ),
    minWidth: 250,
    grow: 0,
    hideable: false,
  },
];

interface CetsTableProps {
  /** The CETs of the page; undefined while they load. */
  rows: readonly MemberActivityRow[] | undefined;
  /** The India day the times and counts are of. */
  date: string;
  error: Error | null;
  onRetry: () => void;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
}

/** One row per CET: now, the day's first sign-in, time, calls and dispositions; their actions. */
export function CetsTable({ rows, date, error, onRetry, toolbar }: CetsTableProps) {
  const popup = usePopup();
  const columns = useMemo(
    () =>
      columnsFor({
        showDay: (row) =>
          popup.open(() => <MemberDayPopup loginId={row.login_id} date={date} />, {
            title: `Activity of ${row.name}`,
            size: 'lg',
          }),
        review: (row) =>
          popup.open(() => <QaReviewPopup agent={row} />, {
            title: `QA & Review: ${row.name}`,
            size: 'lg',
          }),
      }),
    [popup, date],
  );
  return (
    <DataTable
      label="CETs"
      tableId="calls.team.cets"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.login_id)}
      error={error}
      onRetry={onRetry}
      emptyText="No CETs Found..."
      toolbar={toolbar}
    />
  );
}
