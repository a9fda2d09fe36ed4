import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { Button, Group, Stack, Text } from '@mantine/core';

/**
 * Points from a cart to its Cart Edit screen, where its item, size or quantity changes. A plain
 * link: popups render outside the router, so a router link cannot be used here.
 */
export function ModifyCartLink({ order, cart }: { order: OrderDetails; cart: OrderCart }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {`Change the item, size or quantity of cart ${cart.cart_pid} (${cart.item_name}, ` +
          `${cart.item_dimensions} x ${cart.item_quantity}). The price difference is collected ` +
          'or refunded, and the change goes into the order’s history.'}
      </Text>
      <Group justify="flex-end">
        <Button component="a" href={`/cart-edit/${order.affiliate_id}/${cart.cart_pid}/`}>
          Open Cart Edit
        </Button>
      </Group>
    </Stack>
  );
}
