import type { ActivityPeriod } from '@backoffice/domain/users';
import { Table } from '@mantine/core';
import { EmptyState } from '../../../../../components/ui';
import { formatDateTime } from '../../../../../lib/format';

interface PeriodTableProps {
  periods: readonly ActivityPeriod[];
  /** What the periods are, e.g. "Working", for the empty text and the table's name. */
  kind: string;
}

/** Start and end of each period, newest first; the running one has no end yet. */
export function PeriodTable({ periods, kind }: PeriodTableProps) {
  if (periods.length === 0) return <EmptyState text={`No ${kind} periods yet`} />;
  const newestFirst = [...periods].sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return (
    <Table striped highlightOnHover aria-label={`${kind} periods`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Start</Table.Th>
          <Table.Th>End</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {newestFirst.map((period) => (
          <Table.Tr key={period.start}>
            <Table.Td>{formatDateTime(period.start)}</Table.Td>
            <Table.Td>{period.end ? formatDateTime(period.end) : 'In progress'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
