import type { ActivityPeriod } from '@backoffice/domain/identity';
import { Table } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { EmptyState } from './states';

export interface PeriodTableProps {
  periods: readonly ActivityPeriod[];
  /** What the periods are, e.g. "Working", for the table's name. */
  kind: string;
  /** Shown instead of the table when there are no periods. */
  emptyText: string;
}

/** Start and end of each Working or Break period, newest first; the running one has no end yet. */
export function PeriodTable({ periods, kind, emptyText }: PeriodTableProps) {
  if (periods.length === 0) return <EmptyState text={emptyText} />;
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
