import type { EscalationListRow } from '@backoffice/domain/calls/escalations';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { EscalationStatusBadge } from '@/features/calls/escalations/components/escalation-status-badge';
import { OrderLink } from '@/components/ui';

const COLUMNS = [
  'S.No',
  'Escalation',
  'Order Id',
  'Products',
  'Channel',
  'Reason',
  'Status',
  'Raised',
];

interface EscalationsTableProps {
  rows: readonly EscalationListRow[];
  /** The page's first row number less one (S.No counts on across pages). */
  offset: number;
  onOpen: (escalationId: number) => void;
}

/**
 * The escalation table (001 section 2): order, products (item name and SKU), channel (name and
 * description), reason (reason and sub-reason) and status, with who raised it and when; the
 * escalation's id opens its details.
 */
export function EscalationsTable({ rows, offset, onOpen }: EscalationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label="Escalations" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.escalation_id}>
              <Table.Td>{offset + index + 1}</Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  aria-label={`Details of escalation ${row.escalation_id}`}
                  onClick={() => onOpen(row.escalation_id)}
                >
                  {`#${row.escalation_id}`}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <OrderLink orderRandomId={row.order_random_id} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {row.cart_details.map((cart) => (
                    <div key={cart.cart_pid}>
                      <Text size="sm">{cart.item_name}</Text>
                      <Text size="xs" c="dimmed">
                        {cart.item_sku}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.channel.channel_name}</Text>
                <Text size="xs" c="dimmed">
                  {row.channel.channel_description}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.reason.reason}</Text>
                <Text size="xs" c="dimmed">
                  {row.reason.sub_reason}
                </Text>
              </Table.Td>
              <Table.Td>
                <EscalationStatusBadge status={row.status} label={row.status_label} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(row.created_at)}</Text>
                <Text size="xs" c="dimmed">
                  {row.created_by.name}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
