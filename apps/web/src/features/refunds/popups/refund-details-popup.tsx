import type { TRefundListRow } from '@backoffice/domain/refunds';
import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, QueryView } from '@/components/ui';
import {
  refundDetailsQuery,
  refundHistoryQuery,
  refundItemsQuery,
  refundTransactionsQuery,
} from '@/features/refunds/api/refund-reads';
import { RefundHeading } from '@/features/refunds/components/refund-heading';
import { RefundHistoryTable } from '@/features/refunds/components/refund-history-table';
import { RefundItemsTable } from '@/features/refunds/components/refund-items-table';
import { RefundSummary } from '@/features/refunds/components/refund-summary';
import { RefundTransactionsTable } from '@/features/refunds/components/refund-transactions-table';

/** The popup's tabs; each reads its call only once shown. */
export type RefundDetailsTab = 'details' | 'items' | 'transactions' | 'history';

interface RefundDetailsPopupProps {
  refund: TRefundListRow;
  /** The tab shown first (Transaction Details and Refund History open their own). */
  tab?: RefundDetailsTab;
}

function DetailsTab({ refundId }: { refundId: number }) {
  const query = useQuery(refundDetailsQuery(refundId));
  return (
    <QueryView query={query} isEmpty={() => false} emptyText="">
      {(details) => <RefundSummary details={details} />}
    </QueryView>
  );
}

function ItemsTab({ refundId }: { refundId: number }) {
  const query = useQuery(refundItemsQuery(refundId));
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return <RefundItemsTable rows={query.data?.results} />;
}

function TransactionsTab({ refundId }: { refundId: number }) {
  const query = useQuery(refundTransactionsQuery(refundId));
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return <RefundTransactionsTable rows={query.data?.results} />;
}

function HistoryTab({ refundId }: { refundId: number }) {
  const query = useQuery(refundHistoryQuery(refundId));
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return <RefundHistoryTable rows={query.data?.results} />;
}

/**
 * The refund details popup: the refund with its history as sentences, its items (refund item
 * and automation statuses by colour), the refund transaction details and the refund history.
 */
export function RefundDetailsPopup({ refund, tab = 'details' }: RefundDetailsPopupProps) {
  const [shown, setShown] = useState<string | null>(tab);
  const id = refund.refund_id;
  return (
    <Stack gap="sm">
      <RefundHeading refund={refund} />
      <Tabs value={shown} onChange={setShown} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Refund Details</Tabs.Tab>
          <Tabs.Tab value="items">Items</Tabs.Tab>
          <Tabs.Tab value="transactions">Transaction Details</Tabs.Tab>
          <Tabs.Tab value="history">Refund History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <DetailsTab refundId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="sm">
          <ItemsTab refundId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="sm">
          <TransactionsTab refundId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <HistoryTab refundId={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
