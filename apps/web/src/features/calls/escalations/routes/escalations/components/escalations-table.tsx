import type { EscalationListRow } from '@backoffice/domain/calls/escalations';
import { Anchor, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, OrderLink, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { EscalationStatusBadge } from '@/features/calls/escalations/components/escalation-status-badge';

/** A row of the page with its serial number: S.No counts on across pages. */
interface NumberedRow extends EscalationListRow {
  serial: number;
}

/** A value with its detail beside it, dimmed: "Social Media Public post or ...". */
function WithDetail({ value, detail }: { value: string; detail: string }) {
  return (
    <span>
      {value}{' '}
      <Text span inherit c="dimmed">
        {detail}
      </Text>
    </span>
  );
}

// Minimums add up to 1,124 px: every column fits the content area at 1280 px (about 1,233 px).
const columnsFor = (
  onOpen: (escalationId: number) => void,
): readonly DataTableColumn<NumberedRow>[] => [
  {
    id: 'serial',
    header: 'S.No',
    text: (row) => String(row.serial),
    minWidth: 48,
    grow: 0,
    align: 'end',
  },
  {
    id: 'escalation_id',
    header: 'Escalation',
    text: (row) => `#${row.escalation_id}`,
    render: (row) => (
      <Anchor
        component="button"
        type="button"
        inherit
        fw={600}
        aria-label={`Details of escalation ${row.escalation_id}`}
        onClick={() => onOpen(row.escalation_id)}
      >
        {`#${row.escalation_id}`}
      </Anchor>
    ),
    minWidth: 84,
    grow: 0,
    // The way to the details: it stays whatever columns a user hides.
    hideable: false,
  },
  {
    id: 'order_random_id',
    header: 'Order Id',
    text: (row) => row.order_random_id,
    render: (row) => <OrderLink orderRandomId={row.order_random_id} />,
    minWidth: 96,
    grow: 0,
  },
  {
    id: 'products',
    header: 'Products',
    text: (row) =>
      row.cart_details.map((cart) => `${cart.item_name} (${cart.item_sku})`).join('; '),
    render: (row) =>
      row.cart_details.map((cart, index) => (
        <span key={cart.cart_pid}>
          {index > 0 && '; '}
          <WithDetail value={cart.item_name} detail={cart.item_sku} />
        </span>
      )),
    minWidth: 190,
    grow: 3,
  },
  {
    id: 'channel',
    header: 'Channel',
    text: (row) => `${row.channel.channel_name} (${row.channel.channel_description})`,
    render: (row) => (
      <WithDetail value={row.channel.channel_name} detail={row.channel.channel_description} />
    ),
    minWidth: 140,
    grow: 1.5,
  },
  {
    id: 'reason',
    header: 'Reason',
    text: (row) => `${row.reason.reason}: ${row.reason.sub_reason}`,
    render: (row) => <WithDetail value={row.reason.reason} detail={row.reason.sub_reason} />,
    minWidth: 190,
    grow: 2,
  },
  {
    id: 'status',
    header: 'Status',
    text: (row) => row.status_label,
    render: (row) => <EscalationStatusBadge status={row.status} label={row.status_label} />,
    minWidth: 100,
    grow: 0,
  },
  {
    id: 'created_at',
    header: 'Raised',
    text: (row) => formatDateTime(row.created_at),
    minWidth: 156,
    grow: 0,
  },
  {
    id: 'created_by',
    header: 'Raised by',
    text: (row) => row.created_by.name,
    minWidth: 120,
  },
];

interface EscalationsTableProps {
  /** The page's escalations; undefined while they load. */
  rows: readonly EscalationListRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The page's first row number less one (S.No counts on across pages). */
  offset: number;
  onOpen: (escalationId: number) => void;
  /** The spec's empty text of the list. */
  emptyText: string;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar: ReactNode;
}

/**
 * The escalation table (001 section 2): order, products (item name and SKU), channel (name and
 * description), reason (reason and sub-reason) and status, with who raised it and when, one
 * compact row each; the escalation's id, or Enter on a row, opens its details.
 */
export function EscalationsTable({
  rows,
  error,
  onRetry,
  offset,
  onOpen,
  emptyText,
  toolbar,
}: EscalationsTableProps) {
  const columns = useMemo(() => columnsFor(onOpen), [onOpen]);
  const numbered = useMemo(
    () => rows?.map((row, index) => ({ ...row, serial: offset + index + 1 })),
    [rows, offset],
  );
  return (
    <DataTable
      label="Escalations"
      tableId="calls.escalations"
      columns={columns}
      rows={numbered}
      rowId={(row) => String(row.escalation_id)}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      toolbar={toolbar}
      onOpenRow={(row) => onOpen(row.escalation_id)}
    />
  );
}
