import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { splitQuantityMessage, type SplitCartTemplate } from '@backoffice/domain/sales/payments';
import { Alert, Button, Checkbox, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSplitCart, useSplitCartTemplate } from './split-cart-api';
import { QueryView } from '@/components/ui';
import { closeWhenStale } from '@/lib/order-page';

interface SplitCartPopupProps {
  order: OrderDetails;
  cart: OrderCart;
  close: () => void;
}

/** Split cart (001 sections 2 and 9): a slider from 1 to the item quantity and the invoices. */
export function SplitCartPopup({ order, cart, close }: SplitCartPopupProps) {
  const template = useSplitCartTemplate(cart.cart_pid, order.affiliate_id);
  return (
    <QueryView query={template} isEmpty={() => false} emptyText="">
      {(data) =>
        data.refusal ? (
          <Alert color="yellow">{data.refusal}</Alert>
        ) : (
          <SplitCartForm orderRandomId={order.order_random_id} template={data} close={close} />
        )
      }
    </QueryView>
  );
}

interface SplitCartFormProps {
  orderRandomId: string;
  template: SplitCartTemplate;
  close: () => void;
}

function SplitCartForm({ orderRandomId, template, close }: SplitCartFormProps) {
  const split = useSplitCart(orderRandomId);
  const [quantity, setQuantity] = useState(template.min_quantity);
  const [invoices, setInvoices] = useState<string[]>([]);
  const message = splitQuantityMessage(quantity, template.item_quantity);
  const marks = Array.from({ length: template.max_quantity }, (_, i) => ({
    value: i + 1,
    label: String(i + 1),
  }));
  return (
    <form
      aria-label="Split cart"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (message) return;
        split.mutate(
          {
            affiliate_id: template.affiliate_id,
            cart_pid: template.cart_pid,
            version: template.version,
            invoice_numbers: invoices,
            quantity,
          },
          { onSuccess: close, onError: closeWhenStale(close) },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {template.item_name} ({template.item_sku}) · {template.item_quantity} items in cart{' '}
          {template.cart_pid}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="split-quantity-label">
            Items to move to a new cart: {quantity}
          </Text>
          <Slider
            aria-labelledby="split-quantity-label"
            min={template.min_quantity}
            max={template.max_quantity}
            step={1}
            marks={marks}
            value={quantity}
            onChange={setQuantity}
            mb="lg"
          />
          {message && (
            <Text size="sm" c="red">
              {message}
            </Text>
          )}
        </Stack>
        {template.invoice_numbers.length > 0 && (
          <Checkbox.Group
            label="Invoices that go with the new cart"
            value={invoices}
            onChange={setInvoices}
          >
            <Group gap="md" mt={4}>
              {template.invoice_numbers.map((number) => (
                <Checkbox key={number} value={number} label={number} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={message !== null} loading={split.isPending}>
            Split Cart
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
