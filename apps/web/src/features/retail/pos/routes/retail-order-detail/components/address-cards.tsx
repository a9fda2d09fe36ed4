import type { PosUserAddress } from '@backoffice/domain/retail/pos';
import { Paper, SimpleGrid, Text } from '@mantine/core';

function Card({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={title}>
      <Text size="xs" c="dimmed" mb={4}>
        {title}
      </Text>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Paper>
  );
}

/** The shipping and billing cards of the order's selected address. */
export function AddressCards({ selected }: { selected: PosUserAddress | null }) {
  if (!selected) {
    return (
      <Text size="sm" c="dimmed" mt="xs">
        No address selected: instant pickups need none.
      </Text>
    );
  }
  const s = selected.shipping_address_details;
  const b = selected.billing_address_details;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
      <Card
        title="Shipping Address"
        lines={[
          `${s.firstname} ${s.lastname}`.trim(),
          s.mobile_number,
          s.address,
          s.landmark,
          `${s.city}, ${s.state} ${s.pincode}`,
          s.gst_number ? `GST ${s.gst_number} ${s.gst_organization ?? ''}`.trim() : '',
        ]}
      />
      <Card
        title="Billing Address"
        lines={[
          `${b.firstname} ${b.lastname}`.trim(),
          b.address,
          b.landmark ?? '',
          `${b.city}, ${b.state} ${b.pincode}`,
        ]}
      />
    </SimpleGrid>
  );
}
