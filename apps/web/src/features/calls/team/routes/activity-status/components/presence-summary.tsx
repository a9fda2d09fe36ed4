import {
  MEMBER_PRESENCES,
  PRESENCE_LABELS,
  type MemberPresence,
} from '@backoffice/domain/calls/team';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';

const COLOURS: Record<MemberPresence, string> = {
  working: 'green.8',
  break: 'orange.8',
  offline: 'gray.7',
};

/** How many of the team are Working, on Break and offline now. */
export function PresenceSummary({ summary }: { summary: Record<MemberPresence, number> }) {
  return (
    <SimpleGrid cols={3} mb="md" maw={600} role="list" aria-label="Now">
      {MEMBER_PRESENCES.map((presence) => (
        <Paper key={presence} withBorder p="sm" radius="md" role="listitem">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {PRESENCE_LABELS[presence]}
          </Text>
          <Text size="xl" fw={700} c={COLOURS[presence]}>
            {formatNumber(summary[presence])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
