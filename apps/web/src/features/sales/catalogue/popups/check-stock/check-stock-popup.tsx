import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ProductPicker } from '@/features/sales/components/product-picker';
import { WarehouseStock } from './warehouse-stock';

interface CheckStockPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  /** The picker's spinner delay (tests shorten it). */
  spinnerDelayMs?: number;
}

/**
 * Check Stock on a cart: the warehouse stock of the cart's item, and the product picker (from
 * the cart's item, to the order's pincode) to check another size or product; a checked item's
 * warehouse stock then shows instead.
 */
export function CheckStockPopup({ order, cart, spinnerDelayMs }: CheckStockPopupProps) {
  const [sku, setSku] = useState(cart.item_sku);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {sku === cart.item_sku
          ? `Stock of the cart’s item ${cart.item_sku} (${cart.item_dimensions})`
          : `Stock of ${sku}, checked below`}
      </Text>
      <WarehouseStock sku={sku} />
      <Divider label="Check another size or product" labelPosition="left" />
      <ProductPicker
        initialItem={{ sku: cart.item_sku, dimensions: cart.item_dimensions }}
        pincode={order.shipping_address.pincode}
        cartPid={cart.cart_pid}
        onAvailability={(answer) => {
          if (answer.result) setSku(answer.result.item_sku);
        }}
        {...(spinnerDelayMs === undefined ? {} : { spinnerDelayMs })}
      />
    </Stack>
  );
}
