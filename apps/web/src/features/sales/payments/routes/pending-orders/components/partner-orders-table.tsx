import type { PartnerOrderRow } from '@backoffice/domain/sales/payments';
import { Button, Table, Text } from '@mantine/core';
import { formatDateTime, formatRupees } from '@/lib/format';
import { OrderLink } from '@/components/ui';

interface PartnerOrdersTableProps {
  rows: readonly PartnerOrderRow[];
  onConfirm: (row: PartnerOrderRow) => void;
}

/** Pending partner-store orders, newest first, each with its carts and a Confirm button. */
export function PartnerOrdersTable({ rows, onConfirm }: PartnerOrdersTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Pending orders" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Placed</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.order_random_id}>
              <Table.Td>
                <OrderLink orderRandomId={row.order_random_id} />
                <Text size="xs" c="dimmed">
                  {row.channel}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.customer_name}</Text>
                <Text size="xs" c="dimmed">
                  {row.mobile_number}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>
                {row.carts.map((cart) => (
                  <Text size="sm" key={cart.cart_pid}>
                    {cart.item_name} x {cart.item_quantity} · {cart.status_label}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>{formatRupees(row.amount)}</Table.Td>
              <Table.Td>
                <Button size="xs" onClick={() => onConfirm(row)}>
                  Confirm
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
