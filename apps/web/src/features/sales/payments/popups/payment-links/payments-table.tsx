import type { OrderPaymentView } from '@backoffice/domain/sales/payments';
import { Table, Text } from '@mantine/core';
import { LinkStatusBadge } from '@/features/sales/components/payments';
import { EmptyState } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';

/** The order's payments (order_payments), newest first. */
export function PaymentsTable({ payments }: { payments: readonly OrderPaymentView[] }) {
  if (payments.length === 0) return <EmptyState text="No payments recorded yet" />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Payments" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Via</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
              <Table.Td>{p.payment_via}</Table.Td>
              <Table.Td>{formatRupees(p.amount)}</Table.Td>
              <Table.Td>
                {p.status === 'refunded' ? 'Refunded' : <LinkStatusBadge status={p.status} />}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{p.reference ?? '-'}</Text>
                {p.transaction_id && (
                  <Text size="xs" c="dimmed">
                    link {p.transaction_id}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
