import { formatDuration } from '@backoffice/domain/calls/team';
import { Group, Tabs, Text } from '@mantine/core';
import { FailureState, LoadingState, PeriodTable } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useMemberDay } from '@/features/calls/team/api/get-member-day';
import { PresenceBadge } from '@/features/calls/team/components/presence-badge';

/** A member's Working and Break periods of a day, in two tabs, with the day's totals. */
export function MemberDayPopup({ loginId, date }: { loginId: number; date: string }) {
  const day = useMemberDay(loginId, date);
  if (day.isPending) return <LoadingState />;
  if (day.isError) return <FailureState error={day.error} onRetry={() => void day.refetch()} />;
  const { data } = day;
  return (
    <>
      <Group gap="md" mb="sm">
        <Text size="sm">{`Day: ${formatDate(data.date)}`}</Text>
        <PresenceBadge presence={data.presence} />
        <Text size="sm">{`Working ${formatDuration(data.working_seconds)}`}</Text>
        <Text size="sm">{`Break ${formatDuration(data.break_seconds)}`}</Text>
      </Group>
      <Tabs defaultValue="working" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="working">{`Working (${data.working.length})`}</Tabs.Tab>
          <Tabs.Tab value="break">{`Break (${data.break.length})`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="working" pt="md">
          <PeriodTable
            placement="popup"
            periods={data.working}
            kind="Working"
            emptyText="No Working periods on this day"
          />
        </Tabs.Panel>
        <Tabs.Panel value="break" pt="md">
          <PeriodTable
            placement="popup"
            periods={data.break}
            kind="Break"
            emptyText="No Break periods on this day"
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
