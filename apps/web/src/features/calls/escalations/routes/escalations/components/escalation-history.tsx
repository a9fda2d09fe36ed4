import type { EscalationHistoryEntry } from '@backoffice/domain/calls/escalations';
import { Stack, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { historyLines } from './history-text';

/** Who changed the escalation, when and how (a view of the audit log), newest first. */
export function EscalationHistory({ entries }: { entries: readonly EscalationHistoryEntry[] }) {
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label="History">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={historyLines(entry).join('; ')}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {`${formatDateTime(entry.at)} · ${entry.actor_name ?? 'System'} (${entry.actor_role})`}
            </Text>
            {entry.reason && <Text size="sm">{entry.reason}</Text>}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
