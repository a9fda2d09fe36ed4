import { DISTRIBUTION_MESSAGES as M, type CreditLogRow } from '@backoffice/domain/distribution';
import { orderPagePath } from '@backoffice/domain/orders';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, PaginationBar, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useCreditLog } from '@/features/distribution/distributors/api/get-credit-log';
import { PendingCredits } from './pending-credits';

const PAGE = 20;

const COLUMNS: readonly DataTableColumn<CreditLogRow>[] = [
  {
    id: 'transaction_at',
    header: 'Transaction At',
    text: (r) => formatDateTime(r.transaction_at),
    minWidth: 130,
    grow: 0,
  },
  {
    id: 'transaction_type',
    header: 'Type',
    text: (r) => r.transaction_type,
    render: (r) => (
      <Badge color={r.transaction_type === 'Credit' ? 'green' : 'orange'} variant="light">
        {r.transaction_type}
      </Badge>
    ),
    minWidth: 90,
    grow: 0,
  },
  {
    id: 'amount',
    header: 'Amount',
    text: (r) => formatRupees(r.amount),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
  { id: 'remark', header: 'Remark', text: (r) => r.remark, minWidth: 140, grow: 2, wrap: true },
  { id: 'source', header: 'Source', text: (r) => r.source_label, minWidth: 120 },
  {
    id: 'order',
    header: 'Order',
    text: (r) => r.order_random_id ?? '',
    // Popups render outside the router: a plain link to the order's page.
    render: (r) =>
      r.order_random_id ? (
        <Anchor href={orderPagePath(r.order_random_id)} fw={600}>
          {r.order_random_id}
        </Anchor>
      ) : null,
    minWidth: 110,
    grow: 0,
  },
  { id: 'created_by', header: 'By', text: (r) => r.created_by ?? 'System', minWidth: 100 },
  { id: 'approved_by', header: 'Approved By', text: (r) => r.approved_by ?? '', minWidth: 100 },
];

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={label} c={amount < 0 ? 'red.7' : undefined}>
        {formatRupees(amount)}
      </Text>
    </div>
  );
}

/**
 * The credit transaction history of a distributor (001 section 3): amount, remark,
 * transaction_at, Debit or Credit, newest first, with the balance, the limit and what is still
 * available; 'Credit History Not Found!' when the ledger is empty. Credits pending a Finance pod
 * leader's approval are listed apart, above the entries they are not yet part of.
 */
export function CreditLogPopup({ code }: { code: string }) {
  const [offset, setOffset] = useState(0);
  const log = useCreditLog(code, { limit: PAGE, offset });
  const data = log.data;
  return (
    <Stack gap="md">
      {data && (
        <SimpleGrid cols={3}>
          <Figure label="Credit balance" amount={data.credit_balance} />
          <Figure label="Credit limit" amount={data.credit_limit} />
          <Figure label="Available credit" amount={data.available_credit} />
        </SimpleGrid>
      )}
      {data && data.pending_count > 0 && (
        <PendingCredits
          code={code}
          credits={data.pending_credits}
          count={data.pending_count}
          total={data.pending_total}
        />
      )}
      <DataTable
        label="Credit transactions"
        tableId="distribution.credit-log"
        columns={COLUMNS}
        rows={data?.results}
        rowId={(r) => String(r.id)}
        error={log.error}
        onRetry={() => void log.refetch()}
        emptyText={M.creditHistoryNotFound}
        placement="popup"
        toolbar={
          data && data.count > PAGE ? (
            <Group justify="flex-end">
              <PaginationBar
                offset={offset}
                limit={PAGE}
                total={data.count}
                matched={data.count}
                onChange={(page) => setOffset(page.offset)}
              />
            </Group>
          ) : undefined
        }
      />
    </Stack>
  );
}
