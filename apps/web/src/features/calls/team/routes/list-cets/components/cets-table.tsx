import { formatDuration, type MemberActivityRow } from '@backoffice/domain/calls/team';
import { Button, Group, Table, Text } from '@mantine/core';
import { usePopup } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';
import { PresenceBadge } from '@/features/calls/team/components/presence-badge';
import { MemberDayPopup } from './member-day-popup';
import { QaReviewPopup } from './qa-review-popup';
import { WorkListLink } from './work-list-link';

interface CetsTableProps {
  rows: readonly MemberActivityRow[];
  /** The India day the times and counts are of. */
  date: string;
}

/** One row per CET: now, the day's first sign-in, time, calls and dispositions; their actions. */
export function CetsTable({ rows, date }: CetsTableProps) {
  const popup = usePopup();
  const showDay = (row: MemberActivityRow) =>
    popup.open(() => <MemberDayPopup loginId={row.login_id} date={date} />, {
      title: `Activity of ${row.name}`,
      size: 'lg',
    });
  const review = (row: MemberActivityRow) =>
    popup.open(() => <QaReviewPopup agent={row} />, {
      title: `QA & Review: ${row.name}`,
      size: 'lg',
    });
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label="CETs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Login id</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Now</Table.Th>
            <Table.Th>First sign-in</Table.Th>
            <Table.Th ta="right">Working</Table.Th>
            <Table.Th ta="right">Break</Table.Th>
            <Table.Th ta="right">Calls</Table.Th>
            <Table.Th ta="right">Dispositions</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.login_id}>
              <Table.Td>{row.login_id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td>{row.role}</Table.Td>
              <Table.Td>
                <PresenceBadge presence={row.presence} />
              </Table.Td>
              <Table.Td>{row.first_start ? formatDateTime(row.first_start) : '—'}</Table.Td>
              <Table.Td ta="right">{formatDuration(row.working_seconds)}</Table.Td>
              <Table.Td ta="right">{formatDuration(row.break_seconds)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.calls)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.dispositions)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => showDay(row)}>
                    Activity
                  </Button>
                  <Button size="xs" variant="default" onClick={() => review(row)}>
                    QA & Review
                  </Button>
                  <WorkListLink agent={row} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
