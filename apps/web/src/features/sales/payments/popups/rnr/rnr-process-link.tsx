import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { Anchor, Stack, Text } from '@mantine/core';

/** Points from a cart the customer did not answer for to its RNR process screen. */
export function RnrProcessLink({ order, cart }: { order: OrderDetails; cart: OrderCart }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        The customer of cart {cart.cart_pid} did not answer the confirmation calls. The RNR process
        sends a prepayment link for what the cart costs on delivery.
      </Text>
      {/* The popup host sits outside the router: a plain link opens the screen. */}
      <Anchor href={`/rnr-process/${order.affiliate_id}/${cart.cart_pid}`}>
        Open the RNR process of cart {cart.cart_pid}
      </Anchor>
    </Stack>
  );
}
