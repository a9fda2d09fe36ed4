import { formatDuration, type MemberActivityRow } from '@backoffice/domain/calls/team';
import { Table, Text } from '@mantine/core';
import { formatDateTime, formatNumber } from '@/lib/format';
import { PresenceBadge } from '@/features/calls/team/components/presence-badge';

interface ActivityTableProps {
  rows: readonly MemberActivityRow[];
  /** When the rows were read: how long someone has been Working or on Break is counted to it. */
  asOf: number;
}

/** One row per agent: now (with since when), today's calls, dispositions and time. */
export function ActivityTable({ rows, asOf }: ActivityTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Team activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Since</Table.Th>
            <Table.Th ta="right">Calls today</Table.Th>
            <Table.Th ta="right">Dispositions today</Table.Th>
            <Table.Th ta="right">Working</Table.Th>
            <Table.Th ta="right">Break</Table.Th>
            <Table.Th>First sign-in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.login_id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">{`Login id ${row.login_id}`}</Text>
              </Table.Td>
              <Table.Td>{row.role}</Table.Td>
              <Table.Td>
                <PresenceBadge presence={row.presence} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.since ? formatDateTime(row.since) : '—'}</Text>
                {row.since && row.presence !== 'offline' && (
                  <Text size="xs" c="dimmed">
                    {`for ${formatDuration(Math.max(0, (asOf - Date.parse(row.since)) / 1000))}`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.calls)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.dispositions)}</Table.Td>
              <Table.Td ta="right">{formatDuration(row.working_seconds)}</Table.Td>
              <Table.Td ta="right">{formatDuration(row.break_seconds)}</Table.Td>
              <Table.Td>{row.first_start ? formatDateTime(row.first_start) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
