import type { ReturnTatResponse } from '@backoffice/domain/returns';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';
import { useReturnTat } from '@/features/returns/api/cart-reads';
import { formatDateTime, formatNumber } from '@/lib/format';

type TatStep = ReturnTatResponse['steps'][number];

/** Hours as "2 d 5 h" once past a day, else "5.5 h". */
function hoursText(hours: number | null): string {
  if (hours === null) return '-';
  if (hours < 24) return `${formatNumber(Math.round(hours * 10) / 10)} h`;
  return `${Math.floor(hours / 24)} d ${Math.round(hours % 24)} h`;
}

const COLUMNS: readonly DataTableColumn<TatStep>[] = [
  { id: 'label', header: 'Step', text: (row) => row.label, minWidth: 180, grow: 2 },
  { id: 'at', header: 'Reached', text: (row) => formatDateTime(row.at), minWidth: 150, grow: 0 },
  {
    id: 'took',
    header: 'Took',
    text: (row) => hoursText(row.hours_since_previous),
    minWidth: 90,
    grow: 0,
    align: 'end',
  },
];

/** The return's turnaround (returns/return-tat): each step, when it was reached, how long it took. */
export function ReturnTatPopup({ cartPid }: { cartPid: number }) {
  const tat = useReturnTat(cartPid);
  return (
    <QueryView
      query={tat}
      isEmpty={(data) => data.steps.length === 0}
      emptyText="No return steps yet"
    >
      {(data) => (
        <DataTable
          label="Return TAT"
          tableId="returns.tat"
          columns={COLUMNS}
          rows={data.steps}
          rowId={(row) => `${row.status}-${row.at}`}
          emptyText="No return steps yet"
          placement="popup"
        />
      )}
    </QueryView>
  );
}
