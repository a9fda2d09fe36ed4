import type { OrderSearchRow, SearchMatch } from '@backoffice/domain/orders';
import { Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { OrderLink } from '@/components/ui';

const MATCHED_BY: Record<SearchMatch, string> = {
  order_id: 'Order id',
  cart_id: 'Cart id',
  mobile: 'Mobile',
  email: 'E-mail',
  name: 'Name',
};

const COLUMNS = [
  'Order Id',
  'Channel',
  'Customer',
  'Mobile',
  'E-mail',
  'Carts',
  'Matched by',
  'Created',
];

interface SearchResultsTableProps {
  rows: readonly OrderSearchRow[];
  /** The call-centre context to keep on the order links. */
  ucid: string | null;
}

/** One row per order found, with its carts and their statuses. */
export function SearchResultsTable({ rows, ucid }: SearchResultsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label="Orders found" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.order_random_id}>
              <Table.Td>
                <OrderLink orderRandomId={row.order_random_id} ucid={ucid} />
              </Table.Td>
              <Table.Td>{row.channel}</Table.Td>
              <Table.Td>{row.customer_name}</Table.Td>
              <Table.Td>{row.mobile_number}</Table.Td>
              <Table.Td>{row.email ?? ''}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {row.carts.map((cart) => (
                    <Group key={cart.cart_pid} gap="xs" wrap="nowrap">
                      <Text size="sm">{`${cart.cart_pid} · ${cart.item_name}`}</Text>
                      <StatusBadge status={cart.orm_order_status} label={cart.status_label} />
                    </Group>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>{MATCHED_BY[row.matched_by]}</Table.Td>
              <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
