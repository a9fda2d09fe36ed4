import { changeSentence, type OrderHistoryEntry } from '@backoffice/domain/orders';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

const changedRecord = (entry: OrderHistoryEntry) =>
  entry.entity === 'cart' ? `Cart ${entry.entity_id}` : 'Order';

const sentences = (entry: OrderHistoryEntry) =>
  Object.entries(entry.changes).map(([field, change]) => ({
    field,
    sentence: changeSentence(entry.entity, field, change),
  }));

const actor = (entry: OrderHistoryEntry) => entry.actor_name ?? 'System';

// Long words (an e-mail, a link id) and long reasons wrap inside their cell, so the table never
// grows past the dialog: the columns' minimum widths add up to 708 px, the xl dialog gives 748.
const COLUMNS: readonly DataTableColumn<OrderHistoryEntry>[] = [
  {
    id: 'at',
    header: 'When',
    text: (entry) => formatDateTime(entry.at),
    minWidth: 128,
    grow: 0,
    wrap: true,
  },
  {
    id: 'actor',
    header: 'Who',
    text: (entry) => `${actor(entry)}, ${entry.actor_role}`,
    render: (entry) => (
      <>
        <Text inherit>{actor(entry)}</Text>
        <Text size="xs" c="dimmed">
          {entry.actor_role}
        </Text>
      </>
    ),
    minWidth: 120,
    grow: 0,
    wrap: true,
  },
  {
    id: 'changes',
    header: 'What changed',
    text: (entry) =>
      [changedRecord(entry), ...sentences(entry).map(({ sentence }) => sentence)].join('. '),
    render: (entry) => (
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {changedRecord(entry)}
        </Text>
        {sentences(entry).map(({ field, sentence }) => (
          <Text inherit key={field}>
            {sentence}
          </Text>
        ))}
      </Stack>
    ),
    minWidth: 280,
    grow: 3,
    wrap: true,
  },
  {
    id: 'reason',
    header: 'Why',
    text: (entry) => entry.reason ?? '',
    minWidth: 180,
    grow: 2,
    wrap: true,
  },
];

interface HistoryTableProps {
  /** The order's history entries; undefined while they load. */
  entries: readonly OrderHistoryEntry[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
}

/** The order's modification history, newest first: when, who, what changed and why. */
export function HistoryTable({ entries, error, onRetry }: HistoryTableProps) {
  const newestFirst = useMemo(
    () => entries && [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
    [entries],
  );
  return (
    <DataTable
      placement="popup"
      label="Modification history"
      tableId="orders.history"
      columns={COLUMNS}
      rows={newestFirst}
      rowId={(entry) => String(entry.id)}
      density="comfortable"
      error={error}
      onRetry={onRetry}
      emptyText="No changes yet"
    />
  );
}
