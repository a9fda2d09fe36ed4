import { PICKUP_MESSAGES } from '@backoffice/domain/returns';
import { DataTable, ErrorState, LoadingState, type DataTableColumn } from '@/components/ui';
import {
  usePickupAttempts,
  usePickupHistory,
  type PickupHistoryRow,
} from '@/features/returns/api/cart-reads';
import { formatDateTime } from '@/lib/format';

const COLUMNS: readonly DataTableColumn<PickupHistoryRow>[] = [
  { id: 'pickup_status', header: 'Status', text: (row) => row.pickup_status, minWidth: 130 },
  {
    id: 'create_timestamp',
    header: 'At',
    text: (row) => formatDateTime(row.create_timestamp),
    minWidth: 150,
    grow: 0,
  },
  { id: 'docket', header: 'Docket', text: (row) => row.docket_number ?? '-', minWidth: 110 },
  {
    id: 'attempted',
    header: 'Attempted',
    text: (row) =>
      row.pickup_attempted_on
        ? `${formatDateTime(row.pickup_attempted_on)}${row.attempted_by ? ` by ${row.attempted_by}` : ''}`
        : '-',
    minWidth: 160,
  },
  {
    id: 'pending_reason',
    header: 'Pending Reason',
    text: (row) => row.pending_reason_text ?? '-',
    minWidth: 140,
    grow: 2,
    wrap: true,
  },
];

function PickupRows({ label, rows }: { label: string; rows: readonly PickupHistoryRow[] }) {
  return (
    <DataTable
      label={label}
      tableId={`returns.${label}`}
      columns={COLUMNS}
      rows={rows}
      rowId={(row) => `${row.create_timestamp}-${row.pickup_status}-${row.docket_number ?? ''}`}
      emptyText={PICKUP_MESSAGES.noHistory}
      placement="popup"
    />
  );
}

/** The pickup log (returns/pickup-history/): every pickup event; 'No PickUp History...' when none. */
export function PickupLogPopup({ cartPid }: { cartPid: number }) {
  const history = usePickupHistory(cartPid);
  if (history.isPending) return <LoadingState />;
  if (history.isError) {
    return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  }
  return <PickupRows label="Pickup history" rows={history.data.results} />;
}

/** The pickup attempt log: the courier's visits; 'Something Went Wrong!' when not a list. */
export function PickupAttemptLogPopup({ cartPid }: { cartPid: number }) {
  const attempts = usePickupAttempts(cartPid);
  if (attempts.isPending) return <LoadingState />;
  if (attempts.isError || attempts.data === null) {
    return (
      <ErrorState
        message={PICKUP_MESSAGES.attemptsNotAList}
        onRetry={() => void attempts.refetch()}
      />
    );
  }
  return <PickupRows label="Pickup attempts" rows={attempts.data} />;
}
