import type { CallDatePreset } from '@backoffice/domain/calls/calls';
import { Group, Paper, Text, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '@/components/ui';
import { formatCount } from '@/lib/format';
import { useCallsPerHour, type CallDays } from '../api/get-calls-per-hour';
import { HourlyChart } from './hourly-chart';

/** How the card's title names each period. */
const PERIOD_WORDS: Record<CallDatePreset, string> = {
  Today: 'today',
  'Last 7 Days': 'in the last 7 days',
  'Last 30 Days': 'in the last 30 days',
};

/**
 * The calls and dispositions per hour of the period shown (today, or the hours of the last 7 or
 * 30 days added up): the whole team's for a leader, one's own otherwise.
 */
export function CallsPerHourCard({ preset, days }: { preset: CallDatePreset; days: CallDays }) {
  const perHour = useCallsPerHour(days);
  const who = perHour.data?.scope === 'own' ? 'My calls' : "Team's calls";
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label="Calls per hour">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} size="h5">
          {who} {PERIOD_WORDS[preset]}, per hour
        </Title>
        {perHour.data && (
          <Text size="sm" c="dimmed">
            {formatCount(perHour.data.totals.calls, 'call')} ·{' '}
            {formatCount(perHour.data.totals.answered, 'answered', 'answered')} ·{' '}
            {formatCount(perHour.data.totals.dispositions, 'disposition')}
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
