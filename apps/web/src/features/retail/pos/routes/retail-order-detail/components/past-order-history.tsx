import { formatPaiseCompact, fromWireRupees } from '@backoffice/domain/core/money';
import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui';
import { useCustomerHistory } from '@/features/retail/pos/api/get-customer-history';
import { orderDetailPath } from '@/features/retail/pos/order-detail-path';
import { formatDate } from '@/lib/format';

/** Total revenue and last order value read in whole rupees (002 section 2: INR, no decimals). */
const wholeRupees = (rupees: number) =>
  formatPaiseCompact(Math.round(fromWireRupees(rupees) / 100) * 100);

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Past Order History, the till's right column: store visits, last visit and purchase, last order
 * value, total revenue; pending orders open their till page, previous orders their search.
 */
export function PastOrderHistory({ mobileNumber }: { mobileNumber: string }) {
  const history = useCustomerHistory(mobileNumber);
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Past Order History">
      <Title order={3} size="h5" mb="xs">
        Past Order History
      </Title>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />
      ) : (
        <Stack gap="xs">
          <Line label="Store Visits" value={String(history.data.store_visits)} />
          <Line
            label="Last Visit Date"
            value={
              history.data.last_store_visit_date
                ? formatDate(history.data.last_store_visit_date)
                : '-'
            }
          />
          <Line
            label="Last Purchase Date"
            value={
              history.data.last_retail_purchase_date
                ? formatDate(history.data.last_retail_purchase_date)
                : '-'
            }
          />
          <Line label="Last Order Value" value={wholeRupees(history.data.last_order_value)} />
          <Line label="Total Revenue" value={wholeRupees(history.data.total_revenue)} />
          <Divider label="Pending Orders" labelPosition="left" />
          {history.data.pending_orders.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            history.data.pending_orders.map((o) => (
              <Anchor
                key={o.order_random_id}
                component={Link}
                to={orderDetailPath(o.order_random_id)}
                size="sm"
              >
                {o.order_random_id}
              </Anchor>
            ))
          )}
          <Divider label="Previous Orders" labelPosition="left" />
          {history.data.previous_orders.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            history.data.previous_orders.map((o) => (
              <Anchor
                key={o.order_random_id}
                component={Link}
                to={`/order-search?orderId=${encodeURIComponent(o.order_random_id)}`}
                size="sm"
              >
                {o.order_random_id} · {formatDate(o.create_timestamp)}
              </Anchor>
            ))
          )}
        </Stack>
      )}
    </Paper>
  );
}
