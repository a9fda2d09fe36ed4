import type { OrderDetails } from '@backoffice/domain/orders';
import { Paper } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { Field, FieldList } from './field-list';

/** The order's channel, times, payment and coupon (its money: MoneySummary, from the bill). */
export function OrderSummary({ order }: { order: OrderDetails }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Order summary">
      <FieldList cols={{ base: 2, sm: 3, md: 5 }}>
        <Field label="Channel">{order.channel}</Field>
        <Field label="Created">{formatDateTime(order.created_at)}</Field>
        <Field label="Confirmed">{formatDateTime(order.confirmed_at)}</Field>
        <Field label="Payment">
          {order.payment_method === order.payment_type
            ? order.payment_type
            : `${order.payment_type} · ${order.payment_method}`}
        </Field>
        <Field label="Coupon">{order.coupon_code}</Field>
      </FieldList>
    </Paper>
  );
}
