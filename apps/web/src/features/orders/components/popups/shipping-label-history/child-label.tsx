import type { MidShippingLabel } from '@backoffice/domain/orders';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Collapsible } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

type ChildShippingLabel = MidShippingLabel['child_shipping_labels'][number];

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : value);

/** A child label: what it carries, from where to where, and each status change on the way. */
export function ChildLabel({ label }: { label: ChildShippingLabel }) {
  const info = label.shipping_labels_info;
  const facts: [string, string | number][] = [
    ['Material', info.material_number],
    ['STO', info.sto_number],
    ['Batch', info.batch_number],
    ['Quantity', info.quantity],
    ['Route', info.middle_mile_route],
    ['From', info.from_warehouse_name],
    ['To', info.destination_warehouse_name],
    ['Created', formatDateTime(info.create_timestamp)],
  ];
  return (
    <Collapsible
      title={
        <Group gap="xs" component="span">
          {info.child_shipping_label}
          <Badge variant="light" size="sm" component="span">
            {info.shipping_label_status}
          </Badge>
        </Group>
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {facts.map(([name, value]) => (
            <div key={name}>
              <Text size="xs" c="dimmed">
                {name}
              </Text>
              <Text size="sm">{orDash(value)}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Table striped aria-label={`Transit of ${info.child_shipping_label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>From Warehouse</Table.Th>
              <Table.Th>To Warehouse</Table.Th>
              <Table.Th>STO / Material / Batch</Table.Th>
              <Table.Th>Remark</Table.Th>
              <Table.Th>Time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {label.transit_details.map((row) => (
              <Table.Tr key={`${row.create_timestamp}-${row.new_shipping_label_status}`}>
                <Table.Td>{row.new_shipping_label_status}</Table.Td>
                <Table.Td>{orDash(row.source_warehouse_id)}</Table.Td>
                <Table.Td>{orDash(row.destination_warehouse_id)}</Table.Td>
                <Table.Td>
                  {[row.sto_number, row.material_number, row.batch_number].map(orDash).join(' / ')}
                </Table.Td>
                <Table.Td>{orDash(row.remark)}</Table.Td>
                <Table.Td>{formatDateTime(row.create_timestamp)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Collapsible>
  );
}
