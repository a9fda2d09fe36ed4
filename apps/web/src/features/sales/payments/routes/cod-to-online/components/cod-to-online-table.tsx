import type { CodToOnlineRow } from '@backoffice/domain/sales/payments';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { LinkCountdown, LinkStatusBadge } from '@/features/sales/components/payments';
import { formatDateTime, formatRupees } from '@/lib/format';
import { OrderLink } from '@/components/ui';

interface CodToOnlineTableProps {
  rows: readonly CodToOnlineRow[];
  busy: number | null;
  onResend: (row: CodToOnlineRow) => void;
  onCheck: (row: CodToOnlineRow) => void;
  onCancel: (row: CodToOnlineRow) => void;
}

/** COD-to-online requests: the order, its carts, the link with its time left, and the actions. */
export function CodToOnlineTable({
  rows,
  busy,
  onResend,
  onCheck,
  onCancel,
}: CodToOnlineTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label="COD to online requests" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Carts</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Link</Table.Th>
            <Table.Th>Time left</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const open = row.status === 'pending' || row.status === 'expired';
            return (
              <Table.Tr key={row.cto_id}>
                <Table.Td>
                  <Text size="sm">#{row.cto_id}</Text>
                  <Text size="xs" c="dimmed">
                    {row.source === 'RNR' ? 'RNR' : 'COD to Online'} · {row.payment_via}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <OrderLink orderRandomId={row.order_random_id} />
                </Table.Td>
                <Table.Td>{row.cart_pids.join(', ')}</Table.Td>
                <Table.Td>{formatRupees(row.amount)}</Table.Td>
                <Table.Td>
                  <LinkStatusBadge status={row.status} />
                  {row.cancel_reason && (
                    <Text size="xs" c="dimmed">
                      {row.cancel_reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.link ? (
                    <Anchor href={row.link.url} target="_blank" rel="noreferrer" size="sm">
                      {row.link.transaction_id}
                    </Anchor>
                  ) : (
                    <Text size="sm">{row.payment_ref_id ?? '-'}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.link ? (
                    <LinkCountdown createdAt={row.link.created_at} status={row.link.status} />
                  ) : (
                    '-'
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(row.created_at)}</Text>
                  {row.created_by && (
                    <Text size="xs" c="dimmed">
                      by {row.created_by.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {open && (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={busy === row.cto_id}
                        onClick={() => onResend(row)}
                      >
                        Resend
                      </Button>
                      {row.status === 'pending' && (
                        <Button size="compact-xs" variant="default" onClick={() => onCheck(row)}>
                          Check payment
                        </Button>
                      )}
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        onClick={() => onCancel(row)}
                      >
                        Cancel
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
