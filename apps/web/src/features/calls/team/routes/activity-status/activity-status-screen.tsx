import { MEMBER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { ACTIVITY_TEAMS, type ActivityTeam } from '@backoffice/domain/calls/team';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PageHeader, PaginationBar } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useMembersActivity } from '@/features/calls/team/api/get-members-activity';
import { SearchBox } from '@/features/calls/team/components/search-box';
import { useListParams } from '@/features/calls/team/components/use-list-params';
import { ActivityTable } from './components/activity-table';
import { PresenceSummary } from './components/presence-summary';

const TEAMS = Object.entries(ACTIVITY_TEAMS).map(([value, team]) => ({ value, label: team.label }));
const isTeam = (value: string): value is ActivityTeam => value in ACTIVITY_TEAMS;

/**
 * /activity-status-cet-sales (Team Leaders): who of the CET family and Sales is Working, on Break
 * or offline now and since when, with today's calls, dispositions, Working and Break time.
 * Refreshes itself every 30 seconds.
 */
export function ActivityStatusScreen() {
  const params = useListParams();
  const team = isTeam(params.get('team')) ? (params.get('team') as ActivityTeam) : 'all';
  const activity = useMembersActivity({
    team,
    search: params.get('search') || undefined,
    offset: params.offset,
  });
  return (
    <>
      <PageHeader
        title="Activity Status CET & Sales"
        count={activity.data?.count}
        right={
          <Group gap="sm">
            {activity.dataUpdatedAt > 0 && (
              <Text size="xs" c="dimmed">
                {`Updated ${formatDateTime(new Date(activity.dataUpdatedAt))}`}
              </Text>
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={activity.isFetching}
              onClick={() => void activity.refetch()}
            >
              Refresh
            </Button>
          </Group>
        }
      >
        <Group gap="md" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Team
            </Text>
            <SegmentedControl
              aria-label="Team"
              data={TEAMS}
              value={team}
              onChange={(value) => params.set({ team: value === 'all' ? null : value })}
            />
          </Stack>
          <SearchBox
            label="Search agents"
            value={params.get('search')}
            onSearch={(search) => params.set({ search })}
          />
        </Group>
      </PageHeader>
      {activity.data && !activity.error && <PresenceSummary summary={activity.data.summary} />}
      <ActivityTable
        rows={activity.data?.results}
        asOf={activity.dataUpdatedAt}
        error={activity.error}
        onRetry={() => void activity.refetch()}
        toolbar={
          activity.data && activity.data.count > 0 ? (
            <PaginationBar
              offset={params.offset}
              limit={MEMBER_LIST_PAGE_SIZE}
              total={activity.data.count}
              onChange={({ offset }) => params.setOffset(offset)}
            />
          ) : undefined
        }
      />
    </>
  );
}
