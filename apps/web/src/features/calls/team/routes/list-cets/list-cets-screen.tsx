import { MEMBER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { indiaDay, isCalendarDay } from '@backoffice/domain/calls/team';
import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { PageHeader, PaginationBar } from '@/components/ui';
import { DATE_INPUT_PROPS } from '@/lib/format';
import { useMembersActivity } from '@/features/calls/team/api/get-members-activity';
import { SearchBox } from '@/features/calls/team/components/search-box';
import { useListParams } from '@/features/calls/team/components/use-list-params';
import { CetsTable } from './components/cets-table';

/**
 * /list-cets (Team Leaders): the customer-experience agents with their Working and Break time,
 * calls and dispositions of a day (today by default); per agent the day's periods, QA reviews
 * and their work list.
 */
export function ListCetsScreen() {
  const params = useListParams();
  const [today] = useState(() => indiaDay(new Date()));
  const chosen = params.get('date');
  const date = isCalendarDay(chosen) ? chosen : today;
  const cets = useMembersActivity({
    team: 'cet',
    date,
    search: params.get('search') || undefined,
    offset: params.offset,
  });
  return (
    <>
      <PageHeader title="List of CETs" count={cets.data?.count}>
        <Group gap="md" align="flex-end">
          <DateInput
            {...DATE_INPUT_PROPS}
            label="Day"
            value={date}
            maxDate={today}
            onChange={(day) => params.set({ date: day === today ? null : day })}
            w={180}
          />
          <SearchBox
            label="Search CETs"
            value={params.get('search')}
            onSearch={(search) => params.set({ search })}
          />
        </Group>
      </PageHeader>
      <CetsTable
        rows={cets.data?.results}
        date={date}
        error={cets.error}
        onRetry={() => void cets.refetch()}
        toolbar={
          cets.data && cets.data.count > 0 ? (
            <PaginationBar
              offset={params.offset}
              limit={MEMBER_LIST_PAGE_SIZE}
              total={cets.data.count}
              onChange={({ offset }) => params.setOffset(offset)}
            />
          ) : undefined
        }
      />
    </>
  );
}
