import { CHALLAN_MESSAGES, type CreditHistoryResponse } from '@backoffice/domain/returns';
import type { DataTableColumn } from '@/components/ui';
import { useCreditHistory } from '@/features/returns/api/cart-reads';
import { amountColumn, RecordsTable } from '@/features/returns/components/records-table';
import { formatDateTime } from '@/lib/format';

type CreditRow = CreditHistoryResponse['results'][number];

const COLUMNS: readonly DataTableColumn<CreditRow>[] = [
  { id: 'type', header: 'Type', text: (row) => row.transaction_type, minWidth: 70, grow: 0 },
  amountColumn(),
  { id: 'remark', header: 'Remark', text: (row) => row.remark, minWidth: 160, grow: 2, wrap: true },
  {
    id: 'at',
    header: 'At',
    text: (row) => formatDateTime(row.transaction_at),
    minWidth: 150,
    grow: 0,
  },
];

/** The credit transaction history popup: 'Credit History Not Found!' when there is none. */
export function CreditHistoryPopup({ cartPid }: { cartPid: number }) {
  const history = useCreditHistory(cartPid);
  return (
    <RecordsTable
      query={history}
      label="Credit transactions"
      tableId="returns.credit-history"
      columns={COLUMNS}
      rowId={(row) => `${row.transaction_at}-${row.amount}-${row.remark}`}
      emptyText={CHALLAN_MESSAGES.creditHistoryNotFound}
    />
  );
}
