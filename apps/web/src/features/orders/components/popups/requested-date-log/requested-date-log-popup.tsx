import type { RequestedDateLogRow } from '@backoffice/domain/orders';
import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDate, formatDateTime } from '@/lib/format';
import { useRequestedDateLog } from '../api/get-requested-date-log';

/** 001 section 3: is_forward 0 means Reverse, otherwise Forward. */
const direction = (row: RequestedDateLogRow) => (row.is_forward === 0 ? 'Reverse' : 'Forward');

const COLUMNS: readonly DataTableColumn<RequestedDateLogRow>[] = [
  { id: 'is_forward', header: 'Type', text: direction, minWidth: 76, grow: 0 },
  {
    id: 'old_pickup_date',
    header: 'Old Date',
    text: (row) => formatDate(row.old_pickup_date) || '-',
    minWidth: 100,
    grow: 0,
  },
  {
    id: 'new_requested_date',
    header: 'New Requested Date',
    text: (row) => formatDate(row.new_requested_date),
    minWidth: 140,
    grow: 0,
  },
  {
    id: 'updated_by',
    header: 'Updated By',
    text: (row) => `${row.updated_by_name}, ${row.updated_by_email}`,
    render: (row) => (
      <>
        <Text inherit>{row.updated_by_name}</Text>
        <Text size="xs" c="dimmed">
          {row.updated_by_email}
        </Text>
      </>
    ),
    minWidth: 150,
    // The name, and the e-mail address under it.
    wrap: true,
  },
  {
    id: 'updated_timestamp',
    header: 'Updated At',
    text: (row) => formatDateTime(row.updated_timestamp),
    minWidth: 156,
    grow: 0,
  },
  {
    id: 'planning_remarks',
    header: 'Planning Remarks',
    text: (row) => row.planning_remarks || '-',
    minWidth: 120,
    grow: 2,
  },
];

/** Every change of a cart's requested date: old and new date, who and when, and why. */
export function RequestedDateLogPopup({ cartPid }: { cartPid: number }) {
  const log = useRequestedDateLog(cartPid);
  return (
    <DataTable
      placement="popup"
      label="Requested date log"
      tableId="orders.requested-date-log"
      columns={COLUMNS}
      rows={log.data?.results}
      rowId={(row) => `${row.updated_timestamp}-${row.new_requested_date}`}
      error={log.error}
      onRetry={() => void log.refetch()}
      emptyText="No Requested Date Changes Found..."
    />
  );
}
