import type { SentNotification } from '@backoffice/domain/orders';
import { Table, Text } from '@mantine/core';
import { EmptyState } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { CHANNEL_LABELS } from './channel-labels';

/** The messages already sent about the order, newest first as the server lists them. */
export function SentNotifications({ sent }: { sent: readonly SentNotification[] }) {
  if (sent.length === 0) return <EmptyState text="No Notifications Sent..." />;
  return (
    <Table striped aria-label="Sent notifications">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Channel</Table.Th>
          <Table.Th>Message</Table.Th>
          <Table.Th>Sent</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sent.map((notification) => (
          <Table.Tr key={notification.id}>
            <Table.Td>{notification.type_label}</Table.Td>
            <Table.Td>{CHANNEL_LABELS[notification.channel]}</Table.Td>
            <Table.Td>{notification.message}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(notification.created_at)}</Text>
              {notification.sent_by_name && (
                <Text size="xs" c="dimmed">
                  {notification.sent_by_name}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
