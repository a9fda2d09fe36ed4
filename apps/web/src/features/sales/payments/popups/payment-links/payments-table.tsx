import type { OrderPaymentView } from '@backoffice/domain/sales/payments';
import { LinkStatusBadge, linkStatusLabel } from '@/features/sales/components/payments';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';
import { SecondaryText } from '@/features/sales/components/secondary-text';

const statusText = (p: OrderPaymentView) =>
  p.status === 'refunded' ? 'Refunded' : linkStatusLabel(p.status);
const referenceText = (p: OrderPaymentView) =>
  `${p.reference ?? '-'}${p.transaction_id ? ` · link ${p.transaction_id}` : ''}`;

const COLUMNS: readonly DataTableColumn<OrderPaymentView>[] = [
  {
    id: 'created_at',
    header: 'When',
    text: (p) => formatDateTime(p.created_at),
    minWidth: 150,
    grow: 0,
  },
  { id: 'payment_via', header: 'Via', text: (p) => p.payment_via, minWidth: 90, grow: 1 },
  {
    id: 'amount',
    header: 'Amount',
    text: (p) => formatRupees(p.amount),
    minWidth: 96,
    grow: 0,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    text: statusText,
    render: (p) => (p.status === 'refunded' ? undefined : <LinkStatusBadge status={p.status} />),
    minWidth: 90,
    grow: 0,
  },
  {
    id: 'reference',
    header: 'Reference',
    text: referenceText,
    render: (p) => (
      <>
        {p.reference ?? '-'}
        {p.transaction_id && <SecondaryText>{`link ${p.transaction_id}`}</SecondaryText>}
      </>
    ),
    minWidth: 160,
    grow: 2,
  },
];

/** The order's payments (order_payments), newest first. */
export function PaymentsTable({ payments }: { payments: readonly OrderPaymentView[] }) {
  return (
    <DataTable
      label="Payments"
      tableId="sales.order-payments"
      columns={COLUMNS}
      rows={payments}
      rowId={(p) => String(p.id)}
      emptyText="No payments recorded yet"
      placement="popup"
    />
  );
}
