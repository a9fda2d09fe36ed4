import type { CartModificationView } from '@backoffice/domain/sales/place-order';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatRupees } from '@/lib/format';

const DIRECTION = { extra: 'Extra', refund: 'Refund', none: '-' } as const;

/** The cart's modifications so far (001 section 3 "Modification history item"), newest first. */
export function ModificationTable({ rows }: { rows: CartModificationView[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Cart modifications">
      <Stack gap="sm">
        <Title order={4}>Modifications</Title>
        {rows.length === 0 ? (
          <Text c="dimmed">This cart has not been modified.</Text>
        ) : (
          <Table aria-label="Modification history" withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDateTime(m.addon_created_datetime)}</Table.Td>
                  <Table.Td>{m.addon_reason_label}</Table.Td>
                  <Table.Td>{`${m.before.item_sku} x ${m.before.item_quantity}`}</Table.Td>
                  <Table.Td>{`${m.addon_item_sku} x ${m.addon_item_quantity}`}</Table.Td>
                  <Table.Td ta="right">
                    {`${DIRECTION[m.addon_payment_extra_or_refund]} ${formatRupees(m.addon_effective_price)}`}
                  </Table.Td>
                  <Table.Td>
                    {m.addon_extra_payment_status_label}
                    {m.transaction_id && (
                      <Text size="xs" c="dimmed">
                        {m.transaction_id}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{m.modified_by?.name ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
