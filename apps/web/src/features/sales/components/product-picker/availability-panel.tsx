import {
  CATALOGUE_MESSAGES,
  type Availability,
  type ProductData,
} from '@backoffice/domain/sales/catalogue';
import { PATTERN_MESSAGES } from '@backoffice/domain/core/validation';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatNumber, formatRupees } from '@/lib/format';
import { amountsAt, customerPrice, type PickedItem } from './picked-item';
import { QuantityField, readQuantity } from './quantity-field';

interface AvailabilityPanelProps {
  availability: Availability;
  productData: ProductData;
  typeQuantity: boolean;
  askCustomerPrice: boolean;
  onSubmit?: ((item: PickedItem) => void) | undefined;
  submitLabel: string;
}

const CHANGE_LABEL = { extra: 'Extra payment', refund: 'Refund', none: 'No difference' } as const;

/** The checked item (001 section 2): its stock, price, quantity and optional customer price. */
export function AvailabilityPanel(props: AvailabilityPanelProps) {
  const { availability: a } = props;
  const range = { min: a.min_quantity, max: a.max_quantity };
  const inStock = a.stock_state === 'in_stock';
  const [quantityText, setQuantityText] = useState(
    String(Math.min(a.item_quantity, a.max_quantity)),
  );
  const [priceText, setPriceText] = useState('');
  const read = readQuantity(quantityText, range);
  const quantity = 'quantity' in read ? read.quantity : null;
  const amounts = quantity === null ? null : amountsAt(a, quantity);
  const price = customerPrice(priceText);
  const canSubmit = inStock && amounts !== null && (!props.askCustomerPrice || price !== -1);
  const submit = () => {
    if (!amounts || quantity === null) return;
    props.onSubmit?.({
      product_data: props.productData,
      availability: a,
      item_sku: a.item_sku,
      item_quantity: quantity,
      ...amounts,
      ...(props.askCustomerPrice ? { customer_price: price } : {}),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Availability">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{a.item_full_name}</Text>
            <Text size="xs" c="dimmed">{`${a.item_sku} · ${a.item_dimensions}`}</Text>
          </div>
          <Badge color={inStock ? 'green' : 'red'} size="lg">
            {inStock ? `${formatNumber(a.stock)} in stock` : CATALOGUE_MESSAGES.outOfStock}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Price">{formatRupees(a.item_price.price)}</Figure>
          <Figure label="MRP">{formatRupees(a.item_price.mrp)}</Figure>
          <Figure label="Max quantity">{formatNumber(a.max_quantity)}</Figure>
          <Figure label="Payment modes">{a.payment_mode.join(', ')}</Figure>
        </SimpleGrid>
        {inStock && (
          <SimpleGrid cols={{ base: 1, sm: props.askCustomerPrice ? 3 : 2 }}>
            <QuantityField
              range={range}
              typed={props.typeQuantity}
              text={quantityText}
              onChange={setQuantityText}
            />
            {props.askCustomerPrice && (
              <TextInput
                label="Customer price"
                inputMode="decimal"
                value={priceText}
                onChange={(event) => setPriceText(event.currentTarget.value)}
                error={
                  price === -1 && priceText !== '' ? PATTERN_MESSAGES.decimalAmount : undefined
                }
                withAsterisk
              />
            )}
            <Figure label="Net price">{amounts ? formatRupees(amounts.net_price) : '-'}</Figure>
          </SimpleGrid>
        )}
        {a.changed_line && amounts && (
          <Text
            size="sm"
            fw={600}
            c={amounts.extra_or_refund === 'refund' ? 'orange.8' : undefined}
          >
            {amounts.extra_or_refund === 'none'
              ? CHANGE_LABEL.none
              : `${CHANGE_LABEL[amounts.extra_or_refund]}: ${formatRupees(amounts.diff_amount)}`}
          </Text>
        )}
        {props.onSubmit && (
          <Group justify="flex-end">
            <Button onClick={submit} disabled={!canSubmit}>
              {props.submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} aria-label={label}>
        {children}
      </Text>
    </div>
  );
}
