import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FailureState, LoadingState, PageHeader } from '@/components/ui';
import { CashFigure } from '@/features/retail/cash/components/cash-figure';
import { useManagerSession } from '@/features/retail/cash/api/get-manager-session';
import { formatDateTime } from '@/lib/format';
import { StartSessionForm } from './start-session-form';

/**
 * /rm-session-dashboard (Retail Manager, spec 002 section 2): welcome, the store's banking cash,
 * who submitted last and when, and Start Today Session.
 */
export function RmSessionDashboardScreen() {
  const session = useManagerSession();
  return (
    <>
      <PageHeader title="Session Dashboard" />
      {session.isPending ? (
        <LoadingState />
      ) : session.isError ? (
        <FailureState error={session.error} onRetry={() => void session.refetch()} />
      ) : (
        <Stack gap="md" maw={900}>
          <Title order={3} size="h4">
            Welcome, {session.data.result.user_name}
          </Title>
          <Text c="dimmed" size="sm">
            {session.data.result.retail_store_name} ({session.data.result.retail_store_id})
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CashFigure
              label="Banking Cash at Store"
              amount={session.data.result.banking_cash_at_store}
            />
            <Paper withBorder p="sm" radius="md" role="group" aria-label="Last Submitted By">
              <Text size="xs" c="dimmed">
                Last Submitted By
              </Text>
              <Text fw={600}>{session.data.result.last_submitted_by ?? '-'}</Text>
            </Paper>
            <Paper withBorder p="sm" radius="md" role="group" aria-label="Last Submit Time">
              <Text size="xs" c="dimmed">
                Last Submit Time
              </Text>
              <Text fw={600}>
                {session.data.result.last_submit_timestamp
                  ? formatDateTime(session.data.result.last_submit_timestamp)
                  : '-'}
              </Text>
            </Paper>
          </SimpleGrid>
          {session.data.result.is_session_started && (
            <Alert color="green">Today&apos;s session has started.</Alert>
          )}
          <StartSessionForm started={session.data.result.is_session_started} />
        </Stack>
      )}
    </>
  );
}
