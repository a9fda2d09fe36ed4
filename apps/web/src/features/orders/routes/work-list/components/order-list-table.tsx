import type { OrderListRow } from '@backoffice/domain/orders';
import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDateTime, formatRupees } from '@/lib/format';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { OrderLink } from '@/components/ui';

const COLUMNS = [
  'Order Id',
  'Cart Id',
  'Customer',
  'Mobile',
  'Pincode',
  'Item',
  'Qty',
  'Price',
  'Payment',
  'Status',
  'Created',
  'Agent',
] as const;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** One row per cart of the list, the order id linking to the order page. */
export function OrderListTable({ rows }: { rows: readonly OrderListRow[] }) {
  return (
    <Table.ScrollContainer minWidth={1280}>
      <Table striped highlightOnHover aria-label="Orders" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={NO_WRAP}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.cart_pid}>
              <Table.Td>
                <OrderLink orderRandomId={row.order_random_id} />
                <Text size="xs" c="dimmed">
                  {row.channel}
                </Text>
              </Table.Td>
              <Table.Td>{row.cart_pid}</Table.Td>
              <Table.Td>{row.customer_name}</Table.Td>
              <Table.Td>{row.mobile_number}</Table.Td>
              <Table.Td>{row.pincode}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.item_name}</Text>
                <Text size="xs" c="dimmed">
                  {row.item_sku}
                </Text>
              </Table.Td>
              <Table.Td>{row.item_quantity}</Table.Td>
              <Table.Td>{formatRupees(row.item_price)}</Table.Td>
              <Table.Td>{row.payment_type}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <StatusBadge status={row.orm_order_status} label={row.status_label} />
                  {row.is_urgent && (
                    <Badge color="red" size="xs">
                      Urgent
                    </Badge>
                  )}
                  {row.shipment_not_possible && (
                    <Badge color="orange" size="xs" variant="outline">
                      Shipment blocked
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td style={NO_WRAP}>{row.assigned_to?.name ?? 'Unassigned'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
