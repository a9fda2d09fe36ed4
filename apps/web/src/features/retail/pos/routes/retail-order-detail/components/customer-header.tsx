import type { PosOrderDetail } from '@backoffice/domain/retail/pos';
import { Group, Paper, Text } from '@mantine/core';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || '-'}</Text>
    </div>
  );
}

/** The customer the order is for: name, mobile and pincode (002 section 2). */
export function CustomerHeader({ order }: { order: PosOrderDetail }) {
  const name = `${order.cx_firstname} ${order.cx_lastname}`.trim();
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label="Customer">
      <Group gap="xl">
        <Field label="Customer Name" value={name} />
        <Field label="Mobile Number" value={order.mobile_number} />
        <Field label="Pincode" value={order.pincode ?? ''} />
      </Group>
    </Paper>
  );
}
