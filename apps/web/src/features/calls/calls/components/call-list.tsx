import { CALL_SEARCH_MESSAGES } from '@backoffice/domain/calls/calls';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CallDetailsTable, PaginationBar } from '@/components/ui';
import { useCalls, type CallListQuery } from '../api/get-call-details';

type Filters = Omit<CallListQuery, 'limit' | 'offset'>;

const PAGE_SIZE = 50;

/**
 * All calls and missed calls of the filters, one tab each, a page at a time. `ucid` is the
 * page's call-centre context, kept by the order links of calls without their own call id.
 */
export function CallList({ filters, ucid = null }: { filters: Filters; ucid?: string | null }) {
  const [kind, setKind] = useState<'all' | 'missed'>('all');
  return (
    <Tabs
      value={kind}
      onChange={(v) => setKind(v === 'missed' ? 'missed' : 'all')}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="all">All Calls</Tabs.Tab>
        <Tabs.Tab value="missed">Missed Calls</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value={kind} pt="md">
        <CallPages
          key={`${kind}:${JSON.stringify(filters)}`}
          kind={kind}
          filters={filters}
          ucid={ucid}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

function CallPages({
  kind,
  filters,
  ucid,
}: {
  kind: 'all' | 'missed';
  filters: Filters;
  ucid: string | null;
}) {
  const navigate = useNavigate();
  const [page, setPage] = useState({ offset: 0, limit: PAGE_SIZE });
  const calls = useCalls(kind, { ...filters, ...page });
  // 204 (nothing matches) is null: the table shows 'No Data Available'.
  const rows = calls.data === null ? [] : calls.data?.results;
  const count = calls.data?.count ?? 0;
  return (
    <CallDetailsTable
      calls={rows}
      error={calls.error}
      onRetry={() => void calls.refetch()}
      emptyText={CALL_SEARCH_MESSAGES.noData}
      offset={page.offset}
      withOrder
      ucid={ucid}
      onOpenOrder={(address) => void navigate(address)}
      toolbar={
        count > 0 && (
          <PaginationBar
            offset={page.offset}
            limit={page.limit}
            total={count}
            matched={count}
            onChange={setPage}
          />
        )
      }
    />
  );
}
