import type { RequestedDateLogRow } from '@backoffice/domain/orders';
import { Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@/lib/format';
import { useRequestedDateLog } from '../api/get-requested-date-log';
import { QueryView } from '@/components/ui';

/** 001 section 3: is_forward 0 means Reverse, otherwise Forward. */
const direction = (row: RequestedDateLogRow) => (row.is_forward === 0 ? 'Reverse' : 'Forward');

/** Every change of a cart's requested date: old and new date, who and when, and why. */
export function RequestedDateLogPopup({ cartPid }: { cartPid: number }) {
  const log = useRequestedDateLog(cartPid);
  return (
    <QueryView
      query={log}
      isEmpty={(data) => data.results.length === 0}
      emptyText="No Requested Date Changes Found..."
    >
      {({ results }) => (
        <Table striped aria-label="Requested date log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Old Date</Table.Th>
              <Table.Th>New Requested Date</Table.Th>
              <Table.Th>Updated By</Table.Th>
              <Table.Th>Updated At</Table.Th>
              <Table.Th>Planning Remarks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((row) => (
              <Table.Tr key={`${row.updated_timestamp}-${row.new_requested_date}`}>
                <Table.Td>{direction(row)}</Table.Td>
                <Table.Td>{formatDate(row.old_pickup_date) || '-'}</Table.Td>
                <Table.Td>{formatDate(row.new_requested_date)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.updated_by_name}</Text>
                  <Text size="xs" c="dimmed">
                    {row.updated_by_email}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(row.updated_timestamp)}</Table.Td>
                <Table.Td>{row.planning_remarks || '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryView>
  );
}
