import type { HandOverRow } from '@backoffice/domain/retail/cash';
import { Button, Group } from '@mantine/core';
import { DataTable, usePopup, type DataTableColumn } from '@/components/ui';
import { useManagerTransitAction } from '@/features/retail/cash/api/manager-transit-action';
import { DisputeHandOverForm } from '@/features/retail/cash/popups/dispute-hand-over-popup';
import { formatDateTime, formatRupees } from '@/lib/format';

/**
 * Cash in transit: the hand-overs waiting for a manager, with Confirm, Reject (button_id 1, 2)
 * and Dispute, each as the server flags it, against the version the manager saw.
 */
export function HandOversTable({ rows }: { rows: readonly HandOverRow[] }) {
  const transit = useManagerTransitAction();
  const popup = usePopup();
  const act = (row: HandOverRow, button_id: 1 | 2) =>
    transit.mutate({ hand_over_id: row.hand_over_id, version: row.version, button_id });
  const dispute = (row: HandOverRow) =>
    popup.open((close) => <DisputeHandOverForm handOver={row} onDone={close} />, {
      title: `Dispute hand-over from ${row.from.name}`,
      size: 'lg',
    });

  const columns: DataTableColumn<HandOverRow>[] = [
    { id: 'from', header: 'From', text: (row) => row.from.name, minWidth: 140 },
    { id: 'to', header: 'To', text: (row) => row.to.name, minWidth: 140 },
    {
      id: 'amount',
      header: 'Amount',
      text: (row) => formatRupees(row.amount),
      minWidth: 110,
      align: 'end',
    },
    {
      id: 'submitted_at',
      header: 'Submitted',
      text: (row) => formatDateTime(row.submitted_at),
      minWidth: 150,
    },
    {
      id: 'actions',
      header: 'Actions',
      text: () => '',
      minWidth: 220,
      hideable: false,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.confirm_button && (
            <Button
              size="compact-xs"
              onClick={() => act(row, 1)}
              disabled={transit.isPending}
              aria-label={`Confirm hand-over from ${row.from.name} of ${formatRupees(row.amount)}`}
            >
              Confirm
            </Button>
          )}
          {row.reject_button && (
            <Button
              size="compact-xs"
              color="red"
              variant="light"
              onClick={() => act(row, 2)}
              disabled={transit.isPending}
              aria-label={`Reject hand-over from ${row.from.name} of ${formatRupees(row.amount)}`}
            >
              Reject
            </Button>
          )}
          {row.dispute_button && (
            <Button
              size="compact-xs"
              color="orange"
              variant="light"
              onClick={() => dispute(row)}
              aria-label={`Dispute hand-over from ${row.from.name} of ${formatRupees(row.amount)}`}
            >
              Dispute
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      label="Cash in Transit"
      tableId="retail.cash.hand-overs"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.hand_over_id)}
      emptyText="No cash in transit"
    />
  );
}
