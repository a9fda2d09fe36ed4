import type { RnrOrderStatus } from '@backoffice/domain/sales/payments';
import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRupees } from '@/lib/format';
import { OrderLink } from '@/components/ui';

/** The cart of an RNR process: its order, customer, status and what it owes on delivery. */
export function RnrCartCard({ status }: { status: RnrOrderStatus }) {
  const { cart } = status;
  const field = (label: string, value: ReactNode) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder role="region" aria-label={`Cart ${cart.id}`}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>
          {cart.item_name} x {cart.item_quantity}
        </Text>
        <Text size="sm" c="dimmed">
          Cart {cart.id} · {status.channel}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {field('Order', <OrderLink orderRandomId={status.order_random_id} />)}
        {field('Customer', `${status.customer_name} (${status.mobile_number})`)}
        {field('Status', cart.status_label)}
        {field('Amount due', formatRupees(cart.amount_due))}
        {field('COD payable', formatRupees(cart.total_cod))}
        {field('Online part', formatRupees(cart.total_online))}
      </SimpleGrid>
    </Card>
  );
}
