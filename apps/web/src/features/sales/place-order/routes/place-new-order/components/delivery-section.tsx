import type { PromiseEngineResponse } from '@backoffice/domain/sales/place-order';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDate, formatRupees } from '@/lib/format';

interface DeliverySectionProps {
  promise: PromiseEngineResponse | undefined;
  loading: boolean;
  error: Error | null;
}

const day = (date: string | null) => (date ? formatDate(`${date}T00:00:00+05:30`) : '-');

type LineDelivery = PromiseEngineResponse['cart_details'][number];

const DELIVERY_COLUMNS: readonly DataTableColumn<LineDelivery>[] = [
  { id: 'item', header: 'Item', text: (d) => d.item_full_name, minWidth: 260, grow: 3 },
  {
    id: 'dockets',
    header: 'Dockets',
    text: (d) => String(d.docket_quantity),
    minWidth: 80,
    grow: 0,
    align: 'end',
  },
  {
    id: 'cod_edd',
    header: 'COD delivery by',
    text: (d) => (d.cod_delivery_possible ? day(d.cod_edd) : 'Not possible'),
    minWidth: 140,
    grow: 1,
  },
  {
    id: 'online_edd',
    header: 'Online delivery by',
    text: (d) => (d.online_delivery_possible ? day(d.online_edd) : 'Not possible'),
    minWidth: 150,
    grow: 1,
  },
  {
    id: 'oda_charges',
    header: 'ODA charges',
    text: (d) => formatRupees(d.online_oda_charges),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
];

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
              <DataTable
                label="Delivery of the lines"
                tableId="sales.delivery-of-lines"
                columns={DELIVERY_COLUMNS}
                rows={promise.cart_details}
                rowId={(d) => d.item_sku}
                emptyText=""
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
