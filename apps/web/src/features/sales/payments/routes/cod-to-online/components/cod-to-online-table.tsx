import { orderPagePath } from '@backoffice/domain/orders';
import type { CodToOnlineRow } from '@backoffice/domain/sales/payments';
import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  LinkCountdown,
  LinkStatusBadge,
  linkStatusLabel,
  linkValidityText,
} from '@/features/sales/components/payments';
import { formatDateTime, formatRupees } from '@/lib/format';
import { DataTable, OrderLink, type DataTableColumn } from '@/components/ui';
import { SecondaryText } from '@/features/sales/components/secondary-text';

interface RowActions {
  busy: number | null;
  onResend: (row: CodToOnlineRow) => void;
  onCheck: (row: CodToOnlineRow) => void;
  onCancel: (row: CodToOnlineRow) => void;
}

const sourceOf = (row: CodToOnlineRow) =>
  `${row.source === 'RNR' ? 'RNR' : 'COD to Online'} · ${row.payment_via}`;
const createdText = (row: CodToOnlineRow) =>
  `${formatDateTime(row.created_at)}${row.created_by ? ` by ${row.created_by.name}` : ''}`;
const isOpen = (row: CodToOnlineRow) => row.status === 'pending' || row.status === 'expired';

const columnsFor = ({
  busy,
  onResend,
  onCheck,
  onCancel,
}: RowActions): readonly DataTableColumn<CodToOnlineRow>[] => [
  {
    id: 'request',
    header: 'Request',
    text: (row) => `#${row.cto_id} · ${sourceOf(row)}`,
    render: (row) => (
      <>
        {`#${row.cto_id}`}
        <SecondaryText>{sourceOf(row)}</SecondaryText>
      </>
    ),
    minWidth: 120,
    grow: 1,
  },
  {
    id: 'order',
    header: 'Order',
    text: (row) => row.order_random_id,
    render: (row) => <OrderLink orderRandomId={row.order_random_id} />,
    minWidth: 96,
    grow: 0,
  },
  {
    id: 'carts',
    header: 'Carts',
    text: (row) => row.cart_pids.join(', '),
    minWidth: 90,
    grow: 1,
  },
  {
    id: 'amount',
    header: 'Amount',
    text: (row) => formatRupees(row.amount),
    minWidth: 96,
    grow: 0,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    text: (row) =>
      `${linkStatusLabel(row.status)}${row.cancel_reason ? ` · ${row.cancel_reason}` : ''}`,
    render: (row) => (
      <>
        <LinkStatusBadge status={row.status} />
        {row.cancel_reason && <SecondaryText>{row.cancel_reason}</SecondaryText>}
      </>
    ),
    minWidth: 96,
    grow: 1,
  },
  {
    id: 'link',
    header: 'Link',
    text: (row) => row.link?.transaction_id ?? row.payment_ref_id ?? '-',
    render: (row) =>
      row.link ? (
        <Anchor href={row.link.url} target="_blank" rel="noreferrer" inherit>
          {row.link.transaction_id}
        </Anchor>
      ) : undefined,
    minWidth: 130,
    grow: 1,
  },
  {
    id: 'time_left',
    header: 'Time left',
    text: (row) => (row.link ? linkValidityText(row.link.created_at, row.link.status) : '-'),
    render: (row) =>
      row.link ? (
        <LinkCountdown createdAt={row.link.created_at} status={row.link.status} />
      ) : undefined,
    minWidth: 180,
    grow: 1,
  },
  {
    id: 'created_at',
    header: 'Created',
    text: createdText,
    minWidth: 150,
    grow: 1,
  },
  {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    render: (row) =>
      isOpen(row) && (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            loading={busy === row.cto_id}
            onClick={() => onResend(row)}
          >
            Resend
          </Button>
          {row.status === 'pending' && (
            <Button size="compact-xs" variant="default" onClick={() => onCheck(row)}>
              Check payment
            </Button>
          )}
          <Button size="compact-xs" variant="light" color="red" onClick={() => onCancel(row)}>
            Cancel
          </Button>
        </Group>
      ),
    // Resend, Check payment and Cancel side by side, uncut (they were cut at 230).
    minWidth: 270,
    grow: 0,
    hideable: false,
  },
];

interface CodToOnlineTableProps extends RowActions {
  /** The requests of the page; undefined while they load. */
  rows: readonly CodToOnlineRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
}

/** COD-to-online requests: the order, its carts, the link with its time left, and the actions. */
export function CodToOnlineTable({
  rows,
  error,
  onRetry,
  toolbar,
  busy,
  onResend,
  onCheck,
  onCancel,
}: CodToOnlineTableProps) {
  const navigate = useNavigate();
  const columns = columnsFor({ busy, onResend, onCheck, onCancel });
  return (
    <DataTable
      label="COD to online requests"
      tableId="sales.cod-to-online"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.cto_id)}
      error={error}
      onRetry={onRetry}
      emptyText="No Orders Found..."
      toolbar={toolbar}
      onOpenRow={(row) => void navigate(orderPagePath(row.order_random_id))}
    />
  );
}
