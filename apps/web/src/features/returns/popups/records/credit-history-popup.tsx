import { CHALLAN_MESSAGES, type CreditHistoryResponse } from '@backoffice/domain/returns';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';
import { useCreditHistory } from '@/features/returns/api/cart-reads';
import { formatDateTime, formatRupees } from '@/lib/format';

type CreditRow = CreditHistoryResponse['results'][number];

const COLUMNS: readonly DataTableColumn<CreditRow>[] = [
  { id: 'type', header: 'Type', text: (row) => row.transaction_type, minWidth: 70, grow: 0 },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 100,
    grow: 0,
    align: 'end',
  },
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
    <QueryView
      query={history}
      isEmpty={(data) => data.results.length === 0}
      emptyText={CHALLAN_MESSAGES.creditHistoryNotFound}
    >
      {(data) => (
        <DataTable
          label="Credit transactions"
          tableId="returns.credit-history"
          columns={COLUMNS}
          rows={data.results}
          rowId={(row) => `${row.transaction_at}-${row.amount}-${row.remark}`}
          emptyText={CHALLAN_MESSAGES.creditHistoryNotFound}
          placement="popup"
        />
      )}
    </QueryView>
  );
}
