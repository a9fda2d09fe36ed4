import type { MidShippingLabel, ShippingLabelTransit } from '@backoffice/domain/orders';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Collapsible, DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

type ChildShippingLabel = MidShippingLabel['child_shipping_labels'][number];

const orDash = (value: string | number | null): string =>
  value === null || value === '' ? '-' : String(value);

const COLUMNS: readonly DataTableColumn<ShippingLabelTransit>[] = [
  { id: 'status', header: 'Status', text: (row) => row.new_shipping_label_status, minWidth: 100 },
  {
    id: 'source_warehouse_id',
    header: 'From Warehouse',
    text: (row) => orDash(row.source_warehouse_id),
    minWidth: 96,
    grow: 0,
  },
  {
    id: 'destination_warehouse_id',
    header: 'To Warehouse',
    text: (row) => orDash(row.destination_warehouse_id),
    minWidth: 96,
    grow: 0,
  },
  {
    id: 'sto_material_batch',
    header: 'STO / Material / Batch',
    text: (row) => [row.sto_number, row.material_number, row.batch_number].map(orDash).join(' / '),
    minWidth: 150,
    grow: 2,
  },
  { id: 'remark', header: 'Remark', text: (row) => orDash(row.remark), minWidth: 100, grow: 2 },
  {
    id: 'time',
    header: 'Time',
    text: (row) => formatDateTime(row.create_timestamp),
    minWidth: 156,
    grow: 0,
  },
];

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
        <DataTable
          placement="popup"
          label={`Transit of ${info.child_shipping_label}`}
          tableId="orders.shipping-label-transit"
          columns={COLUMNS}
          rows={label.transit_details}
          rowId={(row) => `${row.create_timestamp}-${row.new_shipping_label_status}`}
          emptyText="No Transit Found..."
        />
      </Stack>
    </Collapsible>
  );
}
