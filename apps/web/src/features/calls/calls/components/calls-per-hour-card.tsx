import { Group, Paper, Text, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useCallsPerHour } from '../api/get-calls-per-hour';
import { HourlyChart } from './hourly-chart';

/** Today's calls and dispositions per hour: the whole team's for a leader, one's own otherwise. */
export function CallsPerHourCard() {
  const perHour = useCallsPerHour(null);
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Calls per hour">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} size="h5">
          {perHour.data?.scope === 'own' ? 'My calls today' : "Team's calls today"}, per hour
        </Title>
        {perHour.data && (
          <Text size="sm" c="dimmed">
            {formatNumber(perHour.data.totals.calls)} calls ·{' '}
            {formatNumber(perHour.data.totals.answered)} answered ·{' '}
            {formatNumber(perHour.data.totals.dispositions)} dispositions
          </Text>
        )}
      </Group>
      {perHour.isPending ? (
        <LoadingState />
      ) : perHour.isError ? (
        <ErrorState message={perHour.error.message} onRetry={() => void perHour.refetch()} />
      ) : (
        <HourlyChart hours={perHour.data.hours} />
      )}
    </Paper>
  );
}
