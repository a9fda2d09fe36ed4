import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { OTHER_CHANNELS_PLATFORM, platformAffiliateFilter } from '@backoffice/domain/orders';
import { RETURN_TABS, returnTabBySlug } from '@backoffice/domain/returns';
import { Group, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyState, OrderIdSearch, PageHeader, PaginationBar, StatusTabs } from '@/components/ui';
import { returnListQuery } from '@/features/returns/api/get-return-list';
import { useReturnTabCounts } from '@/features/returns/api/get-tab-counts';
import { returnSearchQuery } from '@/features/returns/api/search-return-list';
import { useCan } from '@/lib/access';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { AgentPicker } from './components/agent-picker';
import { ReturnListTable } from './components/return-list-table';
import { useReturnListAddress } from './components/use-return-list-address';

const TITLE = 'Returns & Replacements';

/**
 * /returns-replacement/[:cet_uid/]:platform[/:slug] (001 section 2): the return statuses as tabs
 * with their counts, the platform, for a Team Leader the agent, a search by order id, and one
 * page of requests. An unknown status or platform names no list.
 */
export function ReturnsListScreen() {
  const brand = useBrand();
  const navigate = useNavigate();
  const allows = useCan();
  const role = useCurrentUser().user?.role ?? '';
  const page = useReturnListAddress();
  const { address, orderId } = page;
  const known =
    returnTabBySlug(address.slug) !== undefined &&
    platformAffiliateFilter(address.platform, brand) !== null;
  const counts = useReturnTabCounts(address, role);
  const list = useQuery({
    ...returnListQuery(address, role, page.offset),
    enabled: known && orderId === '',
  });
  const search = useQuery({
    ...returnSearchQuery(address, role, orderId),
    enabled: known && orderId !== '',
  });
  if (!known) {
    return (
      <>
        <PageHeader title={TITLE} />
        <EmptyState text="There is no such list" />
      </>
    );
  }
  const shown = orderId === '' ? list : search;
  const count = shown.data?.count ?? 0;
  const go = (change: Parameters<typeof page.pathFor>[0]) => void navigate(page.pathFor(change));
  return (
    <>
      <PageHeader
        title={TITLE}
        count={shown.data?.count ?? counts.data?.counts[address.slug]}
        right={
          <SegmentedControl
            aria-label="Platform"
            value={address.platform}
            onChange={(platform) => go({ platform })}
            data={[
              { value: brand.slug, label: brand.name },
              { value: OTHER_CHANNELS_PLATFORM, label: 'Affiliate' },
            ]}
          />
        }
      >
        <Group gap="md" align="flex-end">
          {allows('team:lead') && (
            <AgentPicker cetUid={address.cetUid} onView={(cetUid) => go({ cetUid })} />
          )}
          <OrderIdSearch
            key={orderId}
            orderId={orderId}
            onSearch={page.setOrderId}
            name="Search this list"
          />
        </Group>
      </PageHeader>
      <StatusTabs
        label="Return statuses"
        tabs={RETURN_TABS}
        counts={counts.data?.counts}
        selected={address.slug}
        onSelect={(slug) => go({ slug })}
      >
        <ReturnListTable
          rows={shown.data?.results}
          error={shown.error}
          onRetry={() => void shown.refetch()}
          toolbar={
            count > 0 && orderId === '' ? (
              <PaginationBar
                offset={page.offset}
                limit={ORDER_LIST_PAGE_SIZE}
                total={count}
                onChange={(next) => page.setOffset(next.offset)}
              />
            ) : (
              <span />
            )
          }
        />
      </StatusTabs>
    </>
  );
}
