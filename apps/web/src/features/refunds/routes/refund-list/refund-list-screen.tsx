import {
  REFUND_SEARCH_MAX,
  REFUND_STATUS_COLOURS,
  refundCategoryBySlug,
  refundPlatformSlug,
  refundStatusesFor,
} from '@backoffice/domain/refunds';
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  EmptyState,
  ExportButton,
  OrderIdSearch,
  PageHeader,
  StatusTabs,
  UrlPaginationBar,
} from '@/components/ui';
import { refundListQuery } from '@/features/refunds/api/get-refund-list';
import { refundsPath } from '@/features/refunds/api/paths';
import {
  knownRefundList,
  type RefundListAddress,
} from '@/features/refunds/api/refund-list-address';
import { filterQuery } from '@/features/refunds/api/refund-list-filter';
import { useBrand } from '@/lib/session/get-console-config';
import { RefundCategoryPicker } from './components/refund-category-picker';
import { RefundDateRange } from './components/refund-date-range';
import { RefundListTable } from './components/refund-list-table';
import { RefundPlatformSwitch } from './components/refund-platform-switch';
import { REFUND_PAGE_SIZES, useRefundListAddress } from './components/use-refund-list-address';

/**
 * /refund-list/:refundCategory/[:platform/[:status]] (FINANCE, 001 section 2): a category's
 * refunds on a platform, the statuses as tabs with their counts, a date range, a search by order
 * id, paging and an xlsx export of the filtered list. Without a platform or a status the address
 * goes on to the category's {product} list of initiated refunds; one naming nothing shows so.
 */
export function RefundListScreen() {
  const brand = useBrand();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { address, filter, table, pathFor, setRange } = useRefundListAddress();
  const known = knownRefundList(address, brand);
  const list = useQuery({ ...refundListQuery(address, filter), enabled: known !== null });
  const category = refundCategoryBySlug(address.category);
  if (category && (address.platform === '' || address.status === '')) {
    const platform = address.platform || refundPlatformSlug('product', brand);
    return <Navigate replace to={pathFor({ platform, status: 'initiated' })} />;
  }
  if (!known) {
    return (
      <>
        <PageHeader title="Refund List" back="/refund-list" />
        <EmptyState text="There is no such refund list" />
      </>
    );
  }
  // A new tab, platform or category keeps the dates and the search, from the first page.
  const go = (change: Partial<RefundListAddress>) => {
    const kept = new URLSearchParams(search);
    kept.delete('offset');
    void navigate({ pathname: pathFor(change), search: kept.toString() });
  };
  const count = list.data?.count ?? 0;
  return (
    <>
      <PageHeader
        title={known.category.label}
        count={list.data?.count}
        back="/refund-list"
        right={
          <RefundPlatformSwitch
            category={known.category}
            value={address.platform}
            onChange={(platform) => go({ platform, status: 'initiated' })}
          />
        }
      >
        <Group gap="md" align="flex-end" wrap="wrap">
          <RefundCategoryPicker
            category={known.category}
            onChange={(slug) =>
              go({
                category: slug,
                platform: refundPlatformSlug('product', brand),
                status: 'initiated',
              })
            }
          />
          <RefundDateRange value={{ from: filter.from, to: filter.to }} onChange={setRange} />
          <OrderIdSearch
            key={filter.search}
            orderId={filter.search}
            onSearch={(orderId) => table.setFilter('order_id', orderId)}
            name="Search refunds"
            maxLength={REFUND_SEARCH_MAX}
          />
        </Group>
      </PageHeader>
      {/* Refund Processing on the {product} platform only, each count in its status's colour. */}
      <StatusTabs
        label="Refund statuses"
        tabs={refundStatusesFor(known.platform).map((status) => ({
          ...status,
          color: REFUND_STATUS_COLOURS[status.id],
        }))}
        counts={list.data?.counts}
        selected={address.status}
        onSelect={(status) => go({ status })}
      >
        <RefundListTable
          rows={list.isPlaceholderData ? undefined : list.data?.results}
          error={list.error}
          onRetry={() => void list.refetch()}
          toolbar={
            <Group gap="sm">
              <ExportButton
                path={refundsPath('listExport', { ...address })}
                query={filterQuery(filter)}
                formats={['xlsx']}
                fileName={(format) => `refunds-${address.category}-${address.status}.${format}`}
              />
              {count > 0 && (
                <UrlPaginationBar table={table} total={count} pageSizes={REFUND_PAGE_SIZES} />
              )}
            </Group>
          }
        />
      </StatusTabs>
    </>
  );
}
