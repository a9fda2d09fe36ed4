import type { OrderStatus } from '@backoffice/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader, StatusTabs, type TableSort } from '@/components/ui';
import { listSort, orderListQuery } from '@/features/orders/api/get-order-list';
import { useTabCounts } from '@/features/orders/api/get-tab-counts';
import type { OrderListAddress } from '@/features/orders/api/order-list-address';
import { useOrderListSearch } from '@/features/orders/api/search-order-list';
import { AgentPicker } from './agent-picker';
import { ListSearchForm } from './list-search-form';
import { OrderListBody } from './order-list-body';
import { PlatformSwitch } from './platform-switch';
import { useListSearch } from './use-list-search';

interface WorkListProps {
  title: string;
  address: OrderListAddress;
  tabs: readonly OrderStatus[];
  /** A Team Leader may look at one agent's list. */
  canChooseAgent: boolean;
  offset: number;
  setOffset: (offset: number) => void;
  /** The list's order, from the address. */
  sort: TableSort;
  setSort: (sort: TableSort) => void;
  pathFor: (change: Partial<Omit<OrderListAddress, 'team'>>) => string;
}

/**
 * The header (title and count, platform, agent, the list's search), the tabs with counts, and
 * under the selected one the page of carts: the list's, or while a term is searched (?search=)
 * its hits.
 */
export function WorkList({ title, address, tabs, canChooseAgent, ...page }: WorkListProps) {
  const navigate = useNavigate();
  const { team, cetUid, platform, slug } = address;
  const counts = useTabCounts({ team, cetUid, platform });
  const { term, setTerm } = useListSearch();
  // While a term is searched the hits replace the list, in the same table.
  const sort = listSort(page.sort);
  const list = useQuery({ ...orderListQuery(address, page.offset, sort), enabled: term === '' });
  const search = useOrderListSearch(address, term, page.offset, sort);
  const shown = term === '' ? list : search;
  const go = (change: Partial<Omit<OrderListAddress, 'team'>>) =>
    void navigate(page.pathFor(change));
  return (
    <>
      <PageHeader
        title={title}
        count={term === '' ? (list.data?.count ?? counts.data?.counts[slug]) : search.data?.count}
        countIsLowerBound={term !== '' && search.data?.count_capped === true}
        right={<PlatformSwitch platform={platform} onChange={(next) => go({ platform: next })} />}
      >
        {canChooseAgent && (
          <AgentPicker team={team} cetUid={cetUid} onView={(next) => go({ cetUid: next })} />
        )}
        <ListSearchForm key={term} term={term} onSearch={setTerm} onClear={() => setTerm('')} />
      </PageHeader>
      <StatusTabs
        label="Order statuses"
        tabs={tabs}
        counts={counts.data?.counts}
        selected={slug}
        onSelect={(next) => go({ slug: next })}
      >
        <OrderListBody
          address={address}
          tabs={tabs}
          list={shown}
          offset={page.offset}
          onPage={page.setOffset}
          sort={page.sort}
          onSortChange={page.setSort}
        />
      </StatusTabs>
    </>
  );
}
