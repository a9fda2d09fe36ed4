import type { SentNotification } from '@backoffice/domain/orders';
import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { CHANNEL_LABELS } from './channel-labels';

const COLUMNS: readonly DataTableColumn<SentNotification>[] = [
  { id: 'type', header: 'Type', text: (sent) => sent.type_label, minWidth: 110 },
  {
    id: 'channel',
    header: 'Channel',
    text: (sent) => CHANNEL_LABELS[sent.channel],
    minWidth: 72,
    grow: 0,
  },
  { id: 'message', header: 'Message', text: (sent) => sent.message, minWidth: 190, grow: 3 },
  {
    id: 'created_at',
    header: 'Sent',
    text: (sent) => [formatDateTime(sent.created_at), sent.sent_by_name].filter(Boolean).join(', '),
    render: (sent) => (
      <>
        <Text inherit>{formatDateTime(sent.created_at)}</Text>
        {sent.sent_by_name && (
          <Text size="xs" c="dimmed">
            {sent.sent_by_name}
          </Text>
        )}
      </>
    ),
    minWidth: 156,
    grow: 0,
    // The time, and who sent it under it.
    wrap: true,
  },
];

/** The messages already sent about the order, newest first as the server lists them. */
export function SentNotifications({ sent }: { sent: readonly SentNotification[] }) {
  return (
    <DataTable
      placement="popup"
      label="Sent notifications"
      tableId="orders.sent-notifications"
      columns={COLUMNS}
      rows={sent}
      rowId={(notification) => String(notification.id)}
      emptyText="No Notifications Sent..."
    />
  );
}
