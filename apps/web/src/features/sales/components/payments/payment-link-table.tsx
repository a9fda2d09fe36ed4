import { isLinkPayable, type PaymentLinkView } from '@backoffice/domain/sales/payments';
import { Anchor, Button, Group } from '@mantine/core';
import { formatDateTime, formatRupees } from '@/lib/format';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { LinkCountdown, linkValidityText } from './link-countdown';
import { LinkStatusBadge, linkStatusLabel } from './link-status-badge';
import { SecondaryText } from '@/features/sales/components/secondary-text';

interface LinkActions {
  resending: string | null;
  onResend: (link: PaymentLinkView) => void;
  onCancel: (link: PaymentLinkView) => void;
}

const sentTo = (link: PaymentLinkView) =>
  `to ${link.sent_to}${link.created_by ? ` by ${link.created_by.name}` : ''}`;
const isChangeable = (link: PaymentLinkView) =>
  link.status !== 'paid' && link.status !== 'cancelled';

const LINK_COLUMNS: readonly DataTableColumn<PaymentLinkView>[] = [
  {
    id: 'transaction_id',
    header: 'Transaction id',
    text: (link) =>
      `${link.transaction_id}${link.cancel_reason ? ` · Cancelled: ${link.cancel_reason}` : ''}`,
    render: (link) => (
      <>
        <Anchor href={link.url} target="_blank" rel="noreferrer" inherit>
          {link.transaction_id}
        </Anchor>
        {link.cancel_reason && <SecondaryText>{`Cancelled: ${link.cancel_reason}`}</SecondaryText>}
      </>
    ),
    minWidth: 120,
    grow: 1.5,
  },
  { id: 'type', header: 'Type', text: (link) => link.type_label, minWidth: 76, grow: 1 },
  {
    id: 'amount',
    header: 'Amount',
    text: (link) => formatRupees(link.amount),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    text: (link) => linkStatusLabel(link.status),
    render: (link) => <LinkStatusBadge status={link.status} />,
    minWidth: 80,
    grow: 0,
  },
  {
    id: 'time_left',
    header: 'Time left',
    text: (link) => linkValidityText(link.created_at, link.status),
    render: (link) => <LinkCountdown createdAt={link.created_at} status={link.status} />,
    minWidth: 110,
    grow: 1.5,
  },
  {
    id: 'created_at',
    header: 'Sent',
    text: (link) => `${formatDateTime(link.created_at)} ${sentTo(link)}`,
    render: (link) => (
      <>
        {formatDateTime(link.created_at)}
        <SecondaryText>{sentTo(link)}</SecondaryText>
      </>
    ),
    minWidth: 110,
    grow: 1,
  },
];

const actionsColumn = ({
  resending,
  onResend,
  onCancel,
}: LinkActions): DataTableColumn<PaymentLinkView> => ({
  id: 'actions',
  header: 'Actions',
  text: () => '',
  render: (link) =>
    isChangeable(link) && (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="light"
          loading={resending === link.transaction_id}
          onClick={() => onResend(link)}
        >
          {isLinkPayable(link.status) ? 'Resend' : 'Send new link'}
        </Button>
        <Button size="compact-xs" variant="light" color="red" onClick={() => onCancel(link)}>
          Cancel
        </Button>
      </Group>
    ),
  minWidth: 160,
  grow: 0,
});

interface PaymentLinkTableProps extends LinkActions {
  links: readonly PaymentLinkView[];
  /** Whether the user may resend and cancel (the actions are hidden otherwise). */
  canChange: boolean;
}

/** An order's payment links, newest first, with the time each has left and its actions. */
export function PaymentLinkTable({ links, canChange, ...actions }: PaymentLinkTableProps) {
  return (
    <DataTable
      label="Payment links"
      tableId="sales.payment-links"
      columns={canChange ? [...LINK_COLUMNS, actionsColumn(actions)] : LINK_COLUMNS}
      rows={links}
      rowId={(link) => link.transaction_id}
      emptyText="No payment links sent yet"
      placement="popup"
    />
  );
}
