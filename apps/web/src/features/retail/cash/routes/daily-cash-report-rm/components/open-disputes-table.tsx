import type { DisputeKind, DisputeRow } from '@backoffice/domain/retail/cash';
import { Button } from '@mantine/core';
import { DataTable, usePopup, type DataTableColumn } from '@/components/ui';
import { ResolveDisputeForm } from '@/features/retail/cash/popups/resolve-dispute-popup';
import { formatDateTime, formatRupees } from '@/lib/format';

const KIND_LABELS: Record<DisputeKind, string> = {
  session_start: 'Session start',
  store_count: 'Store count',
  hand_over: 'Hand-over',
};

/** The store's open disputes: both counts and the difference, each open until resolved. */
export function OpenDisputesTable({ rows }: { rows: readonly DisputeRow[] }) {
  const popup = usePopup();
  const resolve = (row: DisputeRow) =>
    popup.open((close) => <ResolveDisputeForm dispute={row} onDone={close} />, {
      title: `Resolve dispute #${row.dispute_id}`,
      size: 'md',
    });
  const columns: DataTableColumn<DisputeRow>[] = [
    { id: 'kind', header: 'Kind', text: (row) => KIND_LABELS[row.kind], minWidth: 110 },
    { id: 'raised_by', header: 'Raised By', text: (row) => row.raised_by.name, minWidth: 130 },
    {
      id: 'against',
      header: 'Against',
      text: (row) => row.against?.name ?? '-',
      minWidth: 130,
    },
    {
      id: 'expected',
      header: 'Expected',
      text: (row) => formatRupees(row.expected_amount),
      minWidth: 100,
      align: 'end',
    },
    {
      id: 'counted',
      header: 'Counted',
      text: (row) => formatRupees(row.counted_amount),
      minWidth: 100,
      align: 'end',
    },
    {
      id: 'difference',
      header: 'Difference',
      text: (row) => formatRupees(row.difference),
      minWidth: 100,
      align: 'end',
    },
    { id: 'comments', header: 'Comments', text: (row) => row.comments, minWidth: 180, grow: 2 },
    {
      id: 'raised_at',
      header: 'Raised',
      text: (row) => formatDateTime(row.raised_at),
      minWidth: 150,
    },
    {
      id: 'actions',
      header: 'Actions',
      text: () => '',
      minWidth: 90,
      hideable: false,
      render: (row) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => resolve(row)}
          aria-label={`Resolve dispute #${row.dispute_id}`}
        >
          Resolve
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Open Disputes"
      tableId="retail.cash.open-disputes"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.dispute_id)}
      emptyText="No open disputes"
    />
  );
}
