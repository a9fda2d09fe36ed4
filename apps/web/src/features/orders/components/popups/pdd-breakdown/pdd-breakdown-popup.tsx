import type { PddRow } from '@backoffice/domain/orders';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { usePddBreakdown } from '../api/get-pdd-breakdown';
import { formatPddTime } from './pdd-time';

const COLUMNS: readonly DataTableColumn<PddRow>[] = [
  { id: 'label', header: 'Step', text: (row) => row.label, minWidth: 140 },
  {
    id: 'predicted',
    header: 'Predicted',
    text: (row) => formatPddTime(row.predicted) || '-',
    minWidth: 260,
  },
  {
    id: 'actual',
    header: 'Actual',
    text: (row) => formatPddTime(row.actual) || '-',
    minWidth: 260,
  },
];

/** A cart's promised delivery date, step by step: predicted against actual. */
export function PddBreakdownPopup({ cartPid }: { cartPid: number }) {
  const breakdown = usePddBreakdown(cartPid);
  return (
    <DataTable
      placement="popup"
      label="PDD breakdown"
      tableId="orders.pdd-breakdown"
      columns={COLUMNS}
      rows={breakdown.data?.rows}
      rowId={(row) => row.label}
      error={breakdown.error}
      onRetry={() => void breakdown.refetch()}
      emptyText="No PDD Breakdown Found..."
    />
  );
}
