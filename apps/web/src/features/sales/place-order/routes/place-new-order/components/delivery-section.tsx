import type { PromiseEngineResponse } from '@backoffice/domain/sales/place-order';
import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatRupees } from '@/lib/format';

interface DeliverySectionProps {
  promise: PromiseEngineResponse | undefined;
  loading: boolean;
  error: Error | null;
}

const day = (date: string | null) => (date ? formatDate(`${date}T00:00:00+05:30`) : '-');

/**
 * What the promise engine says of the shipping pincode and the lines (001 section 3 "ODA data"):
 * served or not, the payment types it takes, each line's dockets, delivery dates and ODA charges.
 */
export function DeliverySection({ promise, loading, error }: DeliverySectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Delivery">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Delivery</Title>
          {promise && (
            <Group gap="xs">
              {promise.available_modes.map((mode) => (
                <Badge key={mode} variant="light">
                  {mode}
                </Badge>
              ))}
            </Group>
          )}
        </Group>
        {!promise && !loading && !error && (
          <Text c="dimmed">Type the shipping pincode to see the delivery.</Text>
        )}
        {loading && !promise && <Text c="dimmed">Checking the pincode…</Text>}
        {error && <Alert color="red">{error.message}</Alert>}
        {promise && (
          <>
            <Text size="sm">{`${promise.city}, ${promise.state} (${promise.pincode})`}</Text>
            {promise.message && (
              <Alert color={promise.delivery_possible ? 'yellow' : 'red'}>{promise.message}</Alert>
            )}
            {promise.cart_details.length > 0 && (
              <Table aria-label="Delivery of the lines" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th ta="right">Dockets</Table.Th>
                    <Table.Th>COD delivery by</Table.Th>
                    <Table.Th>Online delivery by</Table.Th>
                    <Table.Th ta="right">ODA charges</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {promise.cart_details.map((d) => (
                    <Table.Tr key={d.item_sku}>
                      <Table.Td>{d.item_full_name}</Table.Td>
                      <Table.Td ta="right">{d.docket_quantity}</Table.Td>
                      <Table.Td>
                        {d.cod_delivery_possible ? day(d.cod_edd) : 'Not possible'}
                      </Table.Td>
                      <Table.Td>
                        {d.online_delivery_possible ? day(d.online_edd) : 'Not possible'}
                      </Table.Td>
                      <Table.Td ta="right">{formatRupees(d.online_oda_charges)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
