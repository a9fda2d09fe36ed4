import type { OrderHistoryEntry } from '@backoffice/domain/orders';
import { Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { changeValue, fieldLabel } from './history-change';

function What({ entry }: { entry: OrderHistoryEntry }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {entry.entity === 'cart' ? `Cart ${entry.entity_id}` : 'Order'}
      </Text>
      {Object.entries(entry.changes).map(([field, { before, after }]) => (
        <Text size="sm" key={field}>
          {`${fieldLabel(field)}: ${changeValue(field, before)} → ${changeValue(field, after)}`}
        </Text>
      ))}
    </Stack>
  );
}

/** The order's modification history, newest first: when, who, what changed and why. */
export function HistoryTable({ entries }: { entries: readonly OrderHistoryEntry[] }) {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Table striped aria-label="Modification history" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>What changed</Table.Th>
          <Table.Th>Why</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {newestFirst.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {entry.actor_name ?? 'System'}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.actor_role}
              </Text>
            </Table.Td>
            <Table.Td>
              <What entry={entry} />
            </Table.Td>
            <Table.Td>{entry.reason ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
