import type { AgentDashboard } from '@backoffice/domain/retail/cash';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { FailureState, LoadingState, PageHeader } from '@/components/ui';
import { useAgentDashboard } from '@/features/retail/cash/api/get-agent-dashboard';
import { CashFigure } from '@/features/retail/cash/components/cash-figure';
import { CashOrdersTable } from '@/features/retail/cash/components/cash-orders-table';
import { EndSessionButton } from '@/features/retail/cash/components/end-session-button';
import { ReportFiltersBar } from '@/features/retail/cash/components/report-filters-bar';
import { useReportFilters } from '@/features/retail/cash/components/use-report-filters';
import { useLogout } from '@/lib/session/logout';
import { AgentFloatCard } from './components/agent-float-card';
import { HandOverForm } from './components/hand-over-form';

interface AgentReportProps {
  result: AgentDashboard;
  filters: Pick<ReturnType<typeof useReportFilters>, 'today' | 'draft' | 'change'>;
}

/**
 * /daily-cash-report-ra (Retail Agent, spec 002 section 2): the cash the agent holds, their
 * float, the filtered orders, what they handed over and what is in transit, and the hand-over of
 * counted notes to a retail manager; Break (logout) and End Session.
 */
export function DailyCashReportRaScreen() {
  const { today, draft, filters, change } = useReportFilters();
  const report = useAgentDashboard(filters);
  const logout = useLogout();

  return (
    <>
      <PageHeader
        title="Daily Cash Report"
        right={
          <Group gap="sm">
            <Button variant="default" onClick={() => logout.mutate()}>
              Break
            </Button>
            <EndSessionButton action="agent-end" />
          </Group>
        }
      />
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <FailureState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <AgentReport result={report.data.data.result} filters={{ today, draft, change }} />
      )}
    </>
  );
}

function AgentReport({ result, filters: { today, draft, change } }: AgentReportProps) {
  const lastManager = result.handed_over_amount.retail_manager;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <CashFigure label="Cash Pending Till Date" amount={result.cash_pending_till_date} />
        <CashFigure
          label="Handed Over Amount"
          amount={result.handed_over_amount.amount}
          note={lastManager ? `Last to ${lastManager.name}` : undefined}
        />
        <CashFigure label="Cash in Transit" amount={result.cash_in_transit.amount} />
        <CashFigure
          label="Pending Amount to be Deposited"
          amount={result.pending_amount_to_be_deposited}
        />
      </SimpleGrid>
      <AgentFloatCard float={result.float_data} managers={result.retail_manager_list} />
      <ReportFiltersBar
        draft={draft}
        onChange={change}
        today={today}
        modes={result.order_history.payment_mode_list}
      />
      <CashOrdersTable
        label="Orders"
        tableId="retail.cash.agent-orders"
        history={result.order_history}
      />
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          Hand Over Cash
        </Title>
        <HandOverForm managers={result.retail_manager_list} />
      </Paper>
    </Stack>
  );
}
