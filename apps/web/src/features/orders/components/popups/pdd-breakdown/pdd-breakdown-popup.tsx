import { Table } from '@mantine/core';
import { usePddBreakdown } from '../api/get-pdd-breakdown';
import { formatPddTime } from './pdd-time';
import { QueryView } from '@/components/ui';

/** A cart's promised delivery date, step by step: predicted against actual. */
export function PddBreakdownPopup({ cartPid }: { cartPid: number }) {
  const breakdown = usePddBreakdown(cartPid);
  return (
    <QueryView
      query={breakdown}
      isEmpty={(data) => data.rows.length === 0}
      emptyText="No PDD Breakdown Found..."
    >
      {({ rows }) => (
        <Table striped aria-label="PDD breakdown">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Step</Table.Th>
              <Table.Th>Predicted</Table.Th>
              <Table.Th>Actual</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{formatPddTime(row.predicted) || '-'}</Table.Td>
                <Table.Td>{formatPddTime(row.actual) || '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryView>
  );
}
