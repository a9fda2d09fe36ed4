import type { OrderDetails } from '@backoffice/domain/orders';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { AddressCard } from './address-card';
import { CartCard } from './cart-card';
import { CustomerCard } from './customer-card';
import { MoneySummary } from './money-summary';
import { OrderSummary } from './order-summary';

/** The order: summary, money, customer, addresses and one card per cart. */
export function OrderView({ order }: { order: OrderDetails }) {
  const billing = order.is_billing_address_same ? null : order.billing_address;
  return (
    <Stack gap="md">
      <OrderSummary order={order} />
      <MoneySummary order={order} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CustomerCard customer={order.customer} />
        <AddressCard title="Shipping address" address={order.shipping_address} />
        <AddressCard title="Billing address" address={billing} />
      </SimpleGrid>
      <Title order={2} size="h4">{`Carts (${order.carts.length})`}</Title>
      {order.carts.map((cart) => (
        <CartCard key={cart.cart_pid} order={order} cart={cart} />
      ))}
    </Stack>
  );
}
