import { Tabs } from '@mantine/core';
import { ErrorState, LoadingState, PageHeader, PeriodTable } from '@/components/ui';
import { useActivity } from '@/features/identity/activity/api/get-activity';

/** /activity: the signed-in user's Working and Break periods (spec 000 section 2). */
export function ActivityScreen() {
  const activity = useActivity();
  return (
    <>
      <PageHeader title="Activity Status" />
      {activity.isPending ? (
        <LoadingState />
      ) : activity.isError ? (
        <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} />
      ) : (
        <Tabs defaultValue="working" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="working">Working</Tabs.Tab>
            <Tabs.Tab value="break">Break</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="working" pt="md">
            <PeriodTable
              periods={activity.data.working}
              kind="Working"
              emptyText="No Working periods yet"
            />
          </Tabs.Panel>
          <Tabs.Panel value="break" pt="md">
            <PeriodTable
              periods={activity.data.break}
              kind="Break"
              emptyText="No Break periods yet"
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
