import type { OrderDetails } from '@backoffice/domain/orders';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { PaymentLinksPanel, useOrderPayments } from '@/features/sales/components/payments';
import { formatRupees } from '@/lib/format';
import { useCan } from '@/lib/access';
import { PaymentsTable } from './payments-table';
import { SendLinkForm } from './send-link-form';
import { QueryView } from '@/components/ui';
import { useOrderRefresh } from '@/lib/order-page';

/**
 * The order's payment links and payments: what it owes and has paid, the links with the time
 * each has left (resend, cancel with a reason), and a form to send a new link.
 */
export function PaymentLinksPopup({ order }: { order: OrderDetails }) {
  const payments = useOrderPayments(order.order_random_id);
  const refresh = useOrderRefresh(order.order_random_id);
  const allows = useCan();
  const canChange = allows('payments:send-link');
  const onChanged = () => refresh({ lists: false });
  return (
    <QueryView query={payments} isEmpty={() => false} emptyText="">
      {(data) => (
        <Stack gap="md">
          <Group gap="xl" aria-label="Payment summary" role="group">
            <Summary label="Payment type" value={data.payment_type} />
            <Summary label="Amount due" value={formatRupees(data.amount_due)} />
            <Summary label="Paid online" value={formatRupees(data.paid_online)} />
            <Summary label="COD payable" value={formatRupees(data.cod_payable)} />
          </Group>
          {canChange && (
            <>
              <Divider />
              <SendLinkForm order={order} vias={data.payment_vias} onSent={onChanged} />
            </>
          )}
          <Divider />
          <Title order={4}>Payment links</Title>
          <PaymentLinksPanel
            orderRandomId={order.order_random_id}
            links={data.links}
            canChange={canChange}
            onChanged={onChanged}
          />
          <Title order={4}>Payments</Title>
          <PaymentsTable payments={data.payments} />
        </Stack>
      )}
    </QueryView>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
