import type { BackendOrderResponse } from '@backoffice/domain/sales/place-order';
import { SHIPMENT_BLOCK_REASONS, orderPagePath } from '@backoffice/domain/orders';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} aria-label={label}>
        {value}
      </Text>
    </div>
  );
}

/** The cart as it is: its item, size, quantity, price, status and order. */
export function CurrentCart({ loaded }: { loaded: BackendOrderResponse }) {
  const { cart } = loaded;
  const block = SHIPMENT_BLOCK_REASONS.find((r) => r.id === cart.shipment_stop_reason)?.label;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Current cart">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{cart.item_name}</Text>
            <Text size="xs" c="dimmed">{`Cart ${cart.cart_pid} · ${cart.item_sku}`}</Text>
          </div>
          <Group gap="xs">
            <Badge variant="light">{cart.status_label}</Badge>
            <Badge variant="outline">{loaded.payment_type}</Badge>
            {cart.shipment_not_possible && (
              <Badge color="orange">{`Shipment blocked: ${block ?? 'not given'}`}</Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Figure label="Size" value={cart.item_dimensions} />
          <Figure label="Quantity" value={String(cart.item_quantity)} />
          <Figure label="Unit price" value={formatRupees(cart.item_price)} />
          <Figure label="Customer" value={loaded.customer_name} />
          <Figure label="Delivery pincode" value={loaded.shipping_pincode} />
        </SimpleGrid>
        <Anchor component={Link} to={orderPagePath(loaded.order_random_id)} size="sm">
          {`Order ${loaded.order_random_id} (${loaded.channel})`}
        </Anchor>
      </Stack>
    </Paper>
  );
}
