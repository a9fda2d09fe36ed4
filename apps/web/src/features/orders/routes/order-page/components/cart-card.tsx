import {
  SHIPMENT_BLOCK_REASONS,
  type OrderCart,
  type OrderDetails,
} from '@backoffice/domain/orders';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { usePopup } from '@/components/ui';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { useCan } from '@/lib/access';
import { useOrderPageContributions } from '@/lib/order-page';
import { ActionMenu } from './action-menu';
import { Field, FieldList } from './field-list';
import { StatusChangePopup } from './status-change-popup';

const holdReason = (id: number | null) => SHIPMENT_BLOCK_REASONS.find((r) => r.id === id)?.label;

/** One cart: its item, money, delivery and status, the status change and the cart's actions. */
export function CartCard({ order, cart }: { order: OrderDetails; cart: OrderCart }) {
  const popup = usePopup();
  const allows = useCan();
  const { cartActions } = useOrderPageContributions();
  const canChange = allows('orders:update-status') && cart.allowed_targets.length > 0;
  const changeStatus = () =>
    popup.open(
      (close) => (
        <StatusChangePopup
          orderRandomId={order.order_random_id}
          affiliateId={order.affiliate_id}
          cart={cart}
          close={close}
        />
      ),
      { title: `Change status of cart ${cart.cart_pid}` },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Cart ${cart.cart_pid}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h5">
              {cart.item_name}
            </Title>
            <Text size="xs" c="dimmed">{`Cart ${cart.cart_pid} · ${cart.item_sku}`}</Text>
          </div>
          <Group gap="xs">
            <StatusBadge status={cart.orm_order_status} label={cart.status_label} />
            {cart.is_urgent && <Badge color="red">Urgent</Badge>}
            {cart.is_locked && <Badge color="gray">Locked</Badge>}
            {canChange && <Button onClick={changeStatus}>Change status</Button>}
            <ActionMenu label="Cart actions" actions={cartActions} context={{ order, cart }} />
          </Group>
        </Group>
        {cart.shipment_not_possible && (
          <Text size="sm" c="orange.8" fw={600}>
            {`Hold reason: ${holdReason(cart.shipment_stop_reason) ?? 'not given'}`}
          </Text>
        )}
        <FieldList cols={{ base: 2, sm: 4, md: 6 }}>
          <Field label="Dimensions">{cart.item_dimensions}</Field>
          <Field label="Quantity">{cart.item_quantity}</Field>
          <Field label="Price">{formatRupees(cart.item_price)}</Field>
          <Field label="MRP">{formatRupees(cart.item_mrp)}</Field>
          <Field label="Discount">{formatRupees(cart.discount)}</Field>
          <Field label="Delivery charges">{formatRupees(cart.delivery_charges)}</Field>
          <Field label="Docket quantity">{cart.docket_quantity}</Field>
          <Field label="Docket">{cart.docket_number}</Field>
          <Field label="Promised date">{formatDate(cart.promised_date)}</Field>
          <Field label="Delivered">{formatDateTime(cart.delivered_at)}</Field>
          <Field label="Assigned agent">{cart.assigned_to?.name}</Field>
        </FieldList>
      </Stack>
    </Paper>
  );
}
