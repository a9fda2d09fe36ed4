import type { ManagerDashboard } from '@backoffice/domain/retail/cash';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FailureState, LoadingState, PageHeader, QueryView } from '@/components/ui';
import { useHoldings } from '@/features/retail/cash/api/get-holdings';
import { useManagerDashboard } from '@/features/retail/cash/api/get-manager-dashboard';
import { CashFigure } from '@/features/retail/cash/components/cash-figure';
import { CashOrdersTable } from '@/features/retail/cash/components/cash-orders-table';
import { EndSessionButton } from '@/features/retail/cash/components/end-session-button';
import { ReportFiltersBar } from '@/features/retail/cash/components/report-filters-bar';
import { useReportFilters } from '@/features/retail/cash/components/use-report-filters';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { BankCashForm } from './components/bank-cash-form';
import { EmailReportButton } from './components/email-report-button';
import { HandOversTable } from './components/hand-overs-table';
import { HoldingsChart } from './components/holdings-chart';
import { OpenDisputesTable } from './components/open-disputes-table';
import { StoreActivityTable } from './components/store-activity-table';

/** The note under the disputed amount when two managers share the store's disputes. */
export function sharedBetween(data: ManagerDashboard['disputed_amount_data']): string | undefined {
  return data.rm_1 && data.rm_2
    ? `Shared between ${data.rm_1.name} and ${data.rm_2.name}`
    : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /daily-cash-report-rm (Retail Manager, spec 002 section 2): the store's banking cash and
 * disputes, who holds what (store activity, cash in transit, the chart through the day), the
 * filtered orders, and the manager's count to the bank; End Session and the report by e-mail.
 */
export function DailyCashReportRmScreen() {
  const { today, draft, filters, change } = useReportFilters();
  const report = useManagerDashboard(filters);

  return (
    <>
      <PageHeader title="Daily Cash Report" right={<EndSessionButton action="manager-end" />} />
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <FailureState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ManagerReport
          result={report.data.data.result}
          filters={{ today, draft, filters, change }}
        />
      )}
    </>
  );
}

interface ManagerReportProps {
  result: ManagerDashboard;
  filters: ReturnType<typeof useReportFilters>;
}

function ManagerReport({ result, filters: { today, draft, filters, change } }: ManagerReportProps) {
  const holdings = useHoldings(today);
  const { user } = useCurrentUser();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CashFigure label="Banking Cash at Store" amount={result.banking_cash_at_store} />
        <CashFigure
          label="Disputed Amount"
          amount={result.disputed_amount_data.amount}
          note={sharedBetween(result.disputed_amount_data)}
        />
        <CashFigure
          label="Pending Amount to be Deposited"
          amount={result.pending_amount_to_be_deposited}
        />
      </SimpleGrid>
      <Section title="Store Activity">
        <StoreActivityTable rows={result.store_activity} />
      </Section>
      <Section title="Cash in Transit">
        <HandOversTable rows={result.hand_overs_in_transit} />
      </Section>
      <Section title="Open Disputes">
        <OpenDisputesTable rows={result.open_disputes} />
      </Section>
      <Section title="Cash Held Today">
        <QueryView query={holdings} isEmpty={() => false} emptyText="">
          {(data) => <HoldingsChart holdings={data} />}
        </QueryView>
      </Section>
      <ReportFiltersBar
        draft={draft}
        onChange={change}
        today={today}
        modes={result.order_history.payment_mode_list}
      >
        {user && <EmailReportButton filters={filters} email={user.email} />}
      </ReportFiltersBar>
      <CashOrdersTable
        label="Order History"
        tableId="retail.cash.manager-orders"
        history={result.order_history}
      />
      <Section title="Bank the Store's Cash">
        <BankCashForm />
      </Section>
    </Stack>
  );
}
