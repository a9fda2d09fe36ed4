import type { CourierTracking } from '@backoffice/domain/orders';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { Collapsible, DataTable, type DataTableColumn } from '@/components/ui';
import { formatDate, formatDateTime } from '@/lib/format';

type Scan = CourierTracking['Scans'][number];

const COLUMNS: readonly DataTableColumn<Scan>[] = [
  { id: 'scan', header: 'Scan', text: (scan) => scan.ScanDescription, minWidth: 200, grow: 2 },
  { id: 'location', header: 'Location', text: (scan) => scan.ScanLocation, minWidth: 140 },
  {
    id: 'time',
    header: 'Time',
    text: (scan) => formatDateTime(scan.ScanDate),
    minWidth: 156,
    grow: 0,
  },
];

/**
 * The courier's own record of a docket: where it goes, when it is expected, and every scan. The
 * order page's courier tracking and the returns' reverse tracking both show it.
 */
export function CourierRecord({
  tracking,
  defaultOpen = false,
}: {
  tracking: CourierTracking;
  /** Open from the start, where it is the only record shown. */
  defaultOpen?: boolean;
}) {
  const facts: [string, string][] = [
    ['Invoice', tracking.InvoiceNumber ?? '-'],
    ['Expected Delivery', formatDate(tracking.EstimatedDeliveryDate) || '-'],
    ['Origin', tracking.Origin],
    ['Destination', tracking.Destination],
  ];
  return (
    <Collapsible
      defaultOpen={defaultOpen}
      title={`${tracking.docket_name} ${tracking.DocketNumber}: ${tracking.Status}`}
    >
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
        <DataTable
          placement="popup"
          label="Courier scans"
          tableId="orders.courier-scans"
          columns={COLUMNS}
          rows={tracking.Scans}
          rowId={(scan) => `${scan.ScanDate}-${scan.ScanDescription}`}
          emptyText="No Scans Found..."
        />
      </Stack>
    </Collapsible>
  );
}
