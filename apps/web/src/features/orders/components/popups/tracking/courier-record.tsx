import type { CourierTracking } from '@backoffice/domain/orders';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Collapsible } from '@/components/ui';
import { formatDate, formatDateTime } from '@/lib/format';

/** The courier's own record of the docket: where it goes, when it is expected, and every scan. */
export function CourierRecord({ tracking }: { tracking: CourierTracking }) {
  const facts: [string, string][] = [
    ['Invoice', tracking.InvoiceNumber ?? '-'],
    ['Expected Delivery', formatDate(tracking.EstimatedDeliveryDate) || '-'],
    ['Origin', tracking.Origin],
    ['Destination', tracking.Destination],
  ];
  return (
    <Collapsible title={`${tracking.docket_name} ${tracking.DocketNumber}: ${tracking.Status}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {facts.map(([name, value]) => (
            <div key={name}>
              <Text size="xs" c="dimmed">
                {name}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Table striped aria-label="Courier scans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Scan</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tracking.Scans.map((scan) => (
              <Table.Tr key={`${scan.ScanDate}-${scan.ScanDescription}`}>
                <Table.Td>{scan.ScanDescription}</Table.Td>
                <Table.Td>{scan.ScanLocation}</Table.Td>
                <Table.Td>{formatDateTime(scan.ScanDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Collapsible>
  );
}
