import type { Distributor } from '@backoffice/domain/distribution';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRupees } from '@/lib/format';

const line = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** Where the order goes and who pays: the distributor's shipping and billing, COD and credit. */
export function DistributorSummary({ d }: { d: Distributor }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Distributor">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{d.name}</Text>
        <Group gap="xs">
          <Badge color={d.is_cod_enabled ? 'green' : 'gray'} variant="light">
            {d.is_cod_enabled ? 'COD enabled' : 'COD not enabled'}
          </Badge>
          <Badge color="blue" variant="light" aria-label="Available credit">
            Available credit {formatRupees(d.available_credit)}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Text size="xs" c="dimmed">
            Shipping address
          </Text>
          <Text size="sm">{line(d.address, d.landmark, d.city, d.state, d.pincode)}</Text>
          <Text size="sm">{line(d.phone_number, d.email)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Billing address
          </Text>
          <Text size="sm">
            {line(
              d.billing_address,
              d.billing_landmark,
              d.billing_city,
              d.billing_state,
              d.billing_pincode,
            )}
          </Text>
          <Text size="sm">
            {d.is_noc_obtained ? 'NOC obtained' : `GSTIN ${d.gst_number ?? ''}`}
          </Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}
