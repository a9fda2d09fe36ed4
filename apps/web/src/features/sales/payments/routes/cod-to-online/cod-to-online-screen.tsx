import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import {
  COD_TO_ONLINE_TABS,
  type CodToOnlineRow,
  type CodToOnlineTab,
} from '@backoffice/domain/sales/payments';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader, PaginationBar, StatusTabs, usePopup, type StatusTab } from '@/components/ui';
import { useCodToOnlineWrites } from '@/features/sales/payments/api/cod-to-online-writes';
import { useCodToOnlineList } from '@/features/sales/payments/api/get-cod-to-online-list';
import { CancelRequestPopup } from './components/cancel-request-popup';
import { CodToOnlineTable } from './components/cod-to-online-table';

const TABS = COD_TO_ONLINE_TABS.map((t) => t.value) as readonly string[];
const tabOf = (value: string | null): CodToOnlineTab =>
  value && TABS.includes(value) ? (value as CodToOnlineTab) : 'pending';
const STATUS_TABS: readonly StatusTab[] = COD_TO_ONLINE_TABS.map((t) => ({
  slug: t.value,
  label: t.label,
}));

/**
 * /cod-to-online (OPS and FINANCE): the requests to move carts from cash on delivery to online,
 * one tab per status, each with its payment link's time left; Resend, Check payment and Cancel
 * (a reason, confirmed). New requests start from the order page's COD to Online popup.
 */
export function CodToOnlineScreen() {
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get('status'));
  const search = query.get('search') ?? '';
  const offset = Math.max(0, Number(query.get('offset')) || 0);
  const list = useCodToOnlineList(tab, search, offset);
  const writes = useCodToOnlineWrites();
  const popup = usePopup();
  const go = (next: { status?: CodToOnlineTab; search?: string; offset?: number }) => {
    const params = new URLSearchParams();
    params.set('status', next.status ?? tab);
    const term = next.search ?? search;
    if (term) params.set('search', term);
    if (next.offset) params.set('offset', String(next.offset));
    setQuery(params);
  };
  const cancel = (row: CodToOnlineRow) =>
    popup.open((close) => <CancelRequestPopup row={row} close={close} />, {
      title: `Cancel request #${row.cto_id}`,
    });

  return (
    <>
      <PageHeader title="COD To Online" count={list.data?.count}>
        <SearchBox
          key={search}
          initial={search}
          onSearch={(term) => go({ search: term, offset: 0 })}
        />
      </PageHeader>
      {/* The list has no counts per status: the tabs show none, and the table is their panel. */}
      <StatusTabs
        label="Request statuses"
        tabs={STATUS_TABS}
        counts={undefined}
        selected={tab}
        onSelect={(slug) => go({ status: tabOf(slug), offset: 0 })}
      >
        <CodToOnlineTable
          rows={list.data?.results}
          error={list.error}
          onRetry={() => void list.refetch()}
          toolbar={
            list.data !== undefined &&
            list.data.count > 0 && (
              <PaginationBar
                offset={offset}
                limit={ORDER_LIST_PAGE_SIZE}
                total={list.data.count}
                onChange={(page) => go({ offset: page.offset })}
              />
            )
          }
          busy={writes.resend.isPending ? (writes.resend.variables?.cto_id ?? null) : null}
          onResend={(row) => writes.resend.mutate({ cto_id: row.cto_id, version: row.version })}
          onCheck={(row) => writes.check.mutate({ cto_id: row.cto_id, version: row.version })}
          onCancel={cancel}
        />
      </StatusTabs>
    </>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      aria-label="Find a request by order id"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Order id"
          placeholder="ORDER id"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          w={220}
        />
        <Button type="submit" variant="light">
          Search
        </Button>
        {initial && (
          <Button variant="subtle" onClick={() => onSearch('')}>
            Clear
          </Button>
        )}
      </Group>
    </form>
  );
}
